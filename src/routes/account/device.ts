// The name of a signed-in device on the account page (docs/api.md#sign-ins), in the current
// language: the server sends the browser and the system it read from the User-Agent, and the label
// is composed here, the way server/src/services/user-agent.ts composes the English one.
import type { SignIn } from '../../api/sign-ins.ts';
import { t } from '../../i18n/index.ts';

/** 'Firefox on Windows', 'Firefox', 'A browser on Windows' or 'Unknown browser'; call it while rendering. */
export function deviceLabel({ browser_name, system }: Pick<SignIn, 'browser_name' | 'system'>) {
  if (browser_name && system) return t('{browser} on {system}', { browser: browser_name, system });
  if (browser_name) return browser_name;
  return system ? t('A browser on {system}', { system }) : t('Unknown browser');
}
