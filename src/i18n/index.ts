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
  type Vars,
} from './translate.ts';
export {
  LANGUAGE_CHOICES,
  LANGUAGE_NAMES,
  LANGUAGES,
  LOCALE_TAGS,
  resolveLanguage,
  type Language,
  type LanguageChoice,
} from './language.ts';
