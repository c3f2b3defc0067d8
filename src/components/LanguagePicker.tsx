import { useEffect } from 'react';
import {
  currentLanguage,
  LANGUAGE_CHOICES,
  LANGUAGE_NAMES,
  resolveLanguage,
  setLanguage,
  useT,
} from '../i18n/index.ts';
import { updateSettings, useSettings, type LanguageChoice } from '../state/settings.ts';
import { visuallyHidden } from '../styles/visually-hidden.css.ts';
import * as css from './LanguagePicker.css.ts';

/** Shows the language `choice` stands for, unless the page is in it already. */
function apply(choice: LanguageChoice): Promise<void> {
  const next = resolveLanguage(choice);
  if (next === currentLanguage()) return Promise.resolve();
  // A catalog that fails to load (offline, a stale deploy) leaves the page as it was.
  return setLanguage(next).catch((e: unknown) =>
    console.warn('[i18n] could not load the language', e),
  );
}

/** The picker's change: the choice is stored with the settings and the page switches at once. */
export function chooseLanguage(choice: LanguageChoice): Promise<void> {
  updateSettings({ language: choice });
  return apply(choice);
}

/**
 * The site header's language choice (docs/product.md#language): System (the browser's languages),
 * English, Deutsch, Français, Español, each named in itself. A native select, so the landing chunk
 * stays free of react-aria. The header is always mounted, so this is also where the page follows the
 * browser's languages while the choice is System.
 */
export function LanguagePicker() {
  const t = useT();
  const { language } = useSettings();
  useEffect(() => {
    void apply(language);
    if (language !== 'system') return;
    const follow = () => void apply('system');
    window.addEventListener('languagechange', follow);
    return () => window.removeEventListener('languagechange', follow);
  }, [language]);
  return (
    <label>
      <span className={visuallyHidden}>{t('Language')}</span>
      <select
        className={css.select}
        value={language}
        onChange={(e) => void chooseLanguage(e.target.value as LanguageChoice)}
      >
        {LANGUAGE_CHOICES.map((c) =>
          c === 'system' ? (
            <option key={c} value={c}>
              {t('System')}
            </option>
          ) : (
            <option key={c} value={c} lang={c}>
              {LANGUAGE_NAMES[c]}
            </option>
          ),
        )}
      </select>
    </label>
  );
}
