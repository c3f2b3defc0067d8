// Spanish, keyed by the English text (src/i18n/translate.ts), in the areas German has
// (catalogs/de.ts); formal 'usted', as German says 'Sie'.
import { ES_ACCOUNT } from './es-account.ts';
import { ES_API } from './es-api.ts';
import { ES_COMMON } from './es-common.ts';
import { ES_MONITOR } from './es-monitor.ts';
import { ES_PAGES } from './es-pages.ts';
import { ES_PIPELINE } from './es-pipeline.ts';

export const ES_AREAS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  account: ES_ACCOUNT,
  api: ES_API,
  common: ES_COMMON,
  monitor: ES_MONITOR,
  pages: ES_PAGES,
  pipeline: ES_PIPELINE,
};

export const ES: Readonly<Record<string, string>> = Object.assign({}, ...Object.values(ES_AREAS));
