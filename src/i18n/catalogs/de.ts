// German, keyed by the English text (src/i18n/translate.ts). One file per area of the app, so
// that the people who change an area change its catalog beside it; a key stands in one file only.
import { DE_COMMON } from './de-common.ts';
import { DE_PAGES } from './de-pages.ts';

export const DE: Readonly<Record<string, string>> = { ...DE_COMMON, ...DE_PAGES };
