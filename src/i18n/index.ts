export {
  currentLanguage,
  formatDate,
  formatNumber,
  localeTag,
  msg,
  setLanguage,
  subscribeLanguage,
  t,
  tPlural,
  useLanguage,
  useT,
  warmFormatters,
  type Vars,
} from './translate.ts';
export { LANGUAGE_CHOICES, LANGUAGE_NAMES, resolveLanguage } from './language.ts';
