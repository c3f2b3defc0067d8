import { t } from '../../i18n/index.ts';

// Messages from the server (docs/api.md#errors) and the API layer reach the sign-in pages in
// English; the catalog holds German for the ones these pages commonly show, and t() leaves any
// other as it came. A used e-mail link's message is composed on the server, so it is here too.
const LINK_USED = ': this link is invalid, expired or already used';

/** A message of the server or the API layer, in the current language. */
export function shownMessage(message: string): string {
  if (message.endsWith(LINK_USED))
    return t('{failed}: this link is invalid, expired or already used', {
      failed: t(message.slice(0, -LINK_USED.length)),
    });
  return t(message);
}
