import { describe, expect, test } from 'vitest';
import { LANGUAGE_CHOICES, LANGUAGE_NAMES, LOCALE_TAGS, resolveLanguage } from './language.ts';

describe('resolveLanguage', () => {
  test('a chosen language is kept whatever the browser prefers', () => {
    expect(resolveLanguage('en', ['de-DE'])).toBe('en');
    expect(resolveLanguage('de', ['en-US'])).toBe('de');
  });

  test("'system' takes the first of the browser's languages the app has", () => {
    expect(resolveLanguage('system', ['de-AT', 'en-US'])).toBe('de');
    expect(resolveLanguage('system', ['en-GB', 'de'])).toBe('en');
    expect(resolveLanguage('system', ['ja', 'DE-ch'])).toBe('de');
    expect(resolveLanguage('system', ['fr-CA', 'de'])).toBe('fr');
    expect(resolveLanguage('system', ['pt-BR', 'ES-419', 'en'])).toBe('es');
  });

  test("'system' falls back to English when the browser has none of them", () => {
    expect(resolveLanguage('system', ['pt-PT', 'ja'])).toBe('en');
    expect(resolveLanguage('system', [])).toBe('en');
  });
});

describe('the language list', () => {
  test('System first, then each language named in itself', () => {
    expect(LANGUAGE_CHOICES).toEqual(['system', 'en', 'de', 'fr', 'es']);
    expect(LANGUAGE_NAMES).toEqual({
      en: 'English',
      de: 'Deutsch',
      fr: 'Français',
      es: 'Español',
    });
  });

  test('English keeps the US formats the app has always shown', () => {
    expect(LOCALE_TAGS).toEqual({ en: 'en-US', de: 'de-DE', fr: 'fr-FR', es: 'es-ES' });
  });
});
