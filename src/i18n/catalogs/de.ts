// German, keyed by the English text (src/i18n/translate.ts). One file per area of the app, so
// that the people who change an area change its catalog beside it; a key stands in one file only
// (src/i18n/catalogs.test.ts).
import { DE_ACCOUNT } from './de-account.ts';
import { DE_API } from './de-api.ts';
import { DE_COMMON } from './de-common.ts';
import { DE_MONITOR } from './de-monitor.ts';
import { DE_PAGES } from './de-pages.ts';
import { DE_PIPELINE } from './de-pipeline.ts';

export const DE_AREAS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  account: DE_ACCOUNT,
  api: DE_API,
  common: DE_COMMON,
  monitor: DE_MONITOR,
  pages: DE_PAGES,
  pipeline: DE_PIPELINE,
};

export const DE: Readonly<Record<string, string>> = Object.assign({}, ...Object.values(DE_AREAS));
