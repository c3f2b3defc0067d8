import { useEffect } from 'react';
import { msg, useT } from '../i18n/index.ts';
import { updateSettings, useSettings, type ThemeChoice } from '../state/settings.ts';
import { applyTheme } from '../styles/theme-mode.ts';
import { visuallyHidden } from '../styles/visually-hidden.css.ts';
import { LineIcon } from './Icon.tsx';
import * as css from './ThemeSwitch.css.ts';

// Line icons drawn by Icon.tsx's LineIcon (24x24, stroke = currentColor).
const OPTIONS: { value: ThemeChoice; label: string; title: string; path: string }[] = [
  {
    value: 'system',
    label: msg('System'),
    title: msg('System theme'),
    path: 'M3.5 5h17v11h-17z M9 20h6 M12 16v4',
  },
  {
    value: 'light',
    label: msg('Light'),
    title: msg('Light theme'),
    path: 'M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8z M12 2.5v2 M12 19.5v2 M2.5 12h2 M19.5 12h2 M5.3 5.3l1.4 1.4 M17.3 17.3l1.4 1.4 M5.3 18.7l1.4-1.4 M17.3 6.7l1.4-1.4',
  },
  {
    value: 'dark',
    label: msg('Dark'),
    title: msg('Dark theme'),
    path: 'M19.5 14.5A8 8 0 1 1 9.5 4.5a6.5 6.5 0 0 0 10 10z',
  },
];

/**
 * The site header's theme choice (docs/product.md#theme), on every page: System, Light, Dark as
 * three icon radios named by their visible-on-hover title and hidden text. Native radios (Tab
 * reaches the chosen one, arrow keys choose), so the landing chunk stays free of react-aria. The
 * header is always mounted, so this is also where the stored choice is applied to the page.
 */
export function ThemeSwitch() {
  const t = useT();
  const { theme } = useSettings();
  useEffect(() => applyTheme(theme), [theme]);
  return (
    <div role="radiogroup" aria-label={t('Theme')} className={css.group}>
      {OPTIONS.map((o) => (
        <label key={o.value} className={css.option} title={t(o.title)}>
          <input
            type="radio"
            name="theme"
            value={o.value}
            checked={theme === o.value}
            onChange={() => updateSettings({ theme: o.value })}
            className={visuallyHidden}
          />
          <LineIcon d={o.path} size={18} />
          <span className={visuallyHidden}>{t(o.label)}</span>
        </label>
      ))}
    </div>
  );
}
