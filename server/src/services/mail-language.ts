import { MAIL_LANGUAGES, type MailLanguage } from './mail-templates.ts';

const isMailLanguage = (tag: string | undefined): tag is MailLanguage =>
  (MAIL_LANGUAGES as readonly (string | undefined)[]).includes(tag);

/** The most entries of an Accept-Language header that are looked at; the rest is ignored. */
const MAX_ENTRIES = 20;

/**
 * The language of a mail from the Accept-Language header of the request that sends it
 * (docs/api.md#server-rules): the app sends its own language there. The first supported language
 * by preference (`q`, then order) wins, by its primary tag (`de`, `de-AT`, `fr-CA`, `es-419`, ...):
 * English, German, French or Spanish; no header, an unsupported one or garbage give English. `q=0` means "not this one".
 */
export function mailLanguage(header: string | string[] | undefined): MailLanguage {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const entries = value
    .split(',', MAX_ENTRIES)
    .map((entry, order) => {
      const [tag = '', ...params] = entry.split(';').map((p) => p.trim());
      const q = params.find((p) => /^q=/i.test(p));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      const primary = /^([a-z]{1,8})(?:-[a-z0-9]{1,8})*$/i.exec(tag)?.[1]?.toLowerCase();
      return { primary, weight, order };
    })
    .filter((e) => isMailLanguage(e.primary) && e.weight > 0 && e.weight <= 1)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  const first = entries[0]?.primary;
  return isMailLanguage(first) ? first : 'en';
}
