import '../../tests/support/css-file-scope.ts';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { memoryStorage, setAppStorage } from '../browser/storage.ts';
import { currentLanguage, setLanguage } from '../i18n/index.ts';
import { getSettings, reloadSettings, SETTINGS_STORAGE_KEY } from '../state/settings.ts';
import { attrValues, textOf } from '../../tests/support/dom-text.ts';
import { chooseLanguage, LanguagePicker } from './LanguagePicker.tsx';

const storage = memoryStorage();
beforeEach(() => {
  setAppStorage(storage);
  storage.removeItem(SETTINGS_STORAGE_KEY);
  reloadSettings();
});
afterEach(async () => {
  setAppStorage(null);
  vi.unstubAllGlobals();
  await setLanguage('en');
});

const render = () => renderToString(<LanguagePicker />);

describe('the header language picker', () => {
  test("a native select named 'Language': System, then each language named in itself", () => {
    const html = render();
    expect(html).toMatch(/^<label>.*<select/);
    expect(textOf(html)).toBe('Language System English Deutsch Français Español');
    expect(attrValues(html, 'value')).toEqual(['system', 'en', 'de', 'fr', 'es']);
    // Each language's own name is marked as that language (WCAG 3.1.2).
    expect(attrValues(html, 'lang')).toEqual(['en', 'de', 'fr', 'es']);
  });

  test('the stored choice is the one selected', async () => {
    expect(render()).toMatch(/<option value="system" selected="">/);
    await chooseLanguage('en');
    expect(render()).toMatch(/<option value="en" lang="en" selected="">/);
  });

  test('choosing Deutsch stores it and switches the page to German at once', async () => {
    await chooseLanguage('de');
    expect(getSettings().language).toBe('de');
    expect(JSON.parse(storage.getItem(SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({
      language: 'de',
    });
    expect(currentLanguage()).toBe('de');
    // The label and System are translated; the language names never are.
    expect(textOf(render())).toBe('Sprache System English Deutsch Français Español');
  });

  test("System follows the browser's languages", async () => {
    vi.stubGlobal('navigator', { languages: ['de-CH', 'en'] });
    await chooseLanguage('system');
    expect(getSettings().language).toBe('system');
    expect(currentLanguage()).toBe('de');
    vi.stubGlobal('navigator', { languages: ['fr-FR'] });
    await chooseLanguage('system');
    expect(currentLanguage()).toBe('fr');
    vi.stubGlobal('navigator', { languages: ['ja', 'es-MX'] });
    await chooseLanguage('system');
    expect(currentLanguage()).toBe('es');
    vi.stubGlobal('navigator', { languages: ['ja'] });
    await chooseLanguage('system');
    expect(currentLanguage()).toBe('en');
  });

  test('Français and Español switch the page to French and Spanish', async () => {
    await chooseLanguage('fr');
    expect(currentLanguage()).toBe('fr');
    expect(textOf(render())).toBe('Langue Système English Deutsch Français Español');
    await chooseLanguage('es');
    expect(getSettings().language).toBe('es');
    expect(textOf(render())).toBe('Idioma Sistema English Deutsch Français Español');
  });

  test('English after German: the page is English again', async () => {
    await chooseLanguage('de');
    await chooseLanguage('en');
    expect(getSettings().language).toBe('en');
    expect(currentLanguage()).toBe('en');
    expect(textOf(render())).toBe('Language System English Deutsch Français Español');
  });
});
