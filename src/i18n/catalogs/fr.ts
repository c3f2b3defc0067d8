// French, keyed by the English text (src/i18n/translate.ts), in the areas German has
// (catalogs/de.ts); formal 'vous', as German says 'Sie'.
import { FR_ACCOUNT } from './fr-account.ts';
import { FR_API } from './fr-api.ts';
import { FR_COMMON } from './fr-common.ts';
import { FR_MONITOR } from './fr-monitor.ts';
import { FR_PAGES } from './fr-pages.ts';
import { FR_PIPELINE } from './fr-pipeline.ts';

export const FR_AREAS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  account: FR_ACCOUNT,
  api: FR_API,
  common: FR_COMMON,
  monitor: FR_MONITOR,
  pages: FR_PAGES,
  pipeline: FR_PIPELINE,
};

export const FR: Readonly<Record<string, string>> = Object.assign({}, ...Object.values(FR_AREAS));
