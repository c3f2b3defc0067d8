// The app's four languages (docs/product.md#language): English, whose strings are the spec's as
// written and serve as the catalog keys, German, French and Spanish. 'system' follows the
// browser's preferred languages.

export type Language = 'en' | 'de' | 'fr' | 'es';
export type LanguageChoice = 'system' | Language;
export const LANGUAGES: readonly Language[] = ['en', 'de', 'fr', 'es'];
export const LANGUAGE_CHOICES: readonly LanguageChoice[] = ['system', ...LANGUAGES];

/** Each language named in itself, as pickers show them; never translated. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
};

/** The BCP 47 tag given to Intl and react-aria: the region keeps English dates as they were. */
export const LOCALE_TAGS: Readonly<Record<Language, string>> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
};

const isLanguage = (tag: string | undefined): tag is Language =>
  (LANGUAGES as readonly (string | undefined)[]).includes(tag);

/** 'system' picks the first of the browser's languages that the app has, else English. */
export function resolveLanguage(
  choice: LanguageChoice,
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language {
  if (choice !== 'system') return choice;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}
