// Light, dark or the system's choice (docs/product.md#theme), applied to <html> and the meta tags
// that tell the browser about the page's colours. public/theme-init.js does the same before the
// first paint from the stored setting; theme-mode.test.ts runs both and compares them.

export type ThemeChoice = 'system' | 'light' | 'dark';
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** The few DOM calls used, so a test can hand in a small fake. */
export interface ThemeElement {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}
export interface ThemeDocument {
  documentElement: ThemeElement;
  querySelectorAll(selector: string): ArrayLike<ThemeElement>;
}

/**
 * 'system' leaves the palette to the `prefers-color-scheme` media query of theme.css.ts; 'light'
 * and 'dark' pin it with <html data-theme>. <meta name="color-scheme"> says which schemes the page
 * renders, and of the two <meta name="theme-color"> (one per scheme, index.html) the chosen one
 * applies to every system setting and the other to none.
 */
export function applyTheme(choice: ThemeChoice, doc: ThemeDocument = document): void {
  const root = doc.documentElement;
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
  for (const meta of Array.from(doc.querySelectorAll('meta[name="color-scheme"]')))
    meta.setAttribute('content', choice === 'system' ? 'light dark' : choice);
  for (const meta of Array.from(doc.querySelectorAll('meta[name="theme-color"]'))) {
    const scheme = meta.getAttribute('data-scheme');
    const media =
      choice === 'system'
        ? `(prefers-color-scheme: ${scheme})`
        : scheme === choice
          ? 'all'
          : 'not all';
    meta.setAttribute('media', media);
  }
}
