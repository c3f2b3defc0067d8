import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, test } from 'vitest';
import { darkColors, lightColors } from './palettes.ts';
import { applyTheme, THEME_CHOICES, type ThemeDocument, type ThemeElement } from './theme-mode.ts';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const INDEX = read('index.html');
const INIT = read('public/theme-init.js');

type FakeElement = ThemeElement & { attrs: Record<string, string> };
function element(attrs: Record<string, string>): FakeElement {
  return {
    attrs,
    getAttribute: (n) => attrs[n] ?? null,
    setAttribute: (n, v) => void (attrs[n] = v),
    removeAttribute: (n) => void delete attrs[n],
  };
}

/** <html> and index.html's own meta tags, as a document that answers `meta[name="..."]` selectors. */
function page() {
  const metas = [...INDEX.matchAll(/<meta\s([^>]*?)\/?>/g)].map(([, body = '']) =>
    element(
      Object.fromEntries([...body.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v])),
    ),
  );
  const root = element({ lang: 'en' });
  const doc: ThemeDocument = {
    documentElement: root,
    querySelectorAll(selector) {
      const names = [...selector.matchAll(/name="([^"]+)"/g)].map(([, n]) => n);
      return metas.filter((m) => names.includes(m.attrs.name ?? ''));
    },
  };
  const state = () => ({ html: { ...root.attrs }, metas: metas.map((m) => ({ ...m.attrs })) });
  return { doc, state };
}

/** Runs public/theme-init.js against `doc` with `stored` as the settings in localStorage. */
function runInit(doc: ThemeDocument, stored: string | null) {
  runInNewContext(INIT, { document: doc, localStorage: { getItem: () => stored } });
}

describe('index.html', () => {
  test('one theme-color per scheme, each the page background of its palette', () => {
    const { state } = page();
    const colors = state().metas.filter((m) => m.name === 'theme-color');
    expect(colors).toEqual([
      expect.objectContaining({ 'data-scheme': 'dark', content: darkColors.bg }),
      expect.objectContaining({ 'data-scheme': 'light', content: lightColors.bg }),
    ]);
  });

  test('loads public/theme-init.js as a blocking script in <head> (no inline script: the CSP)', () => {
    const head = INDEX.slice(0, INDEX.indexOf('</head>'));
    expect(head).toContain('<script src="/theme-init.js"></script>');
    expect(INDEX).not.toMatch(/<script>(?!<\/script>)/);
  });
});

describe('applyTheme and public/theme-init.js', () => {
  test('system: index.html as it is, each theme-color for its own scheme', () => {
    const { doc, state } = page();
    const before = state();
    applyTheme('system', doc);
    expect(state()).toEqual(before);
    expect(state().html['data-theme']).toBeUndefined();
    expect(state().metas.find((m) => m.name === 'color-scheme')?.content).toBe('light dark');
  });

  test.each(['light', 'dark'] as const)(
    '%s pins <html data-theme>, color-scheme and theme-color',
    (t) => {
      const { doc, state } = page();
      applyTheme(t, doc);
      expect(state().html['data-theme']).toBe(t);
      expect(state().metas.find((m) => m.name === 'color-scheme')?.content).toBe(t);
      const media = state()
        .metas.filter((m) => m.name === 'theme-color')
        .map((m) => [m['data-scheme'], m.media]);
      expect(media).toEqual([
        ['dark', t === 'dark' ? 'all' : 'not all'],
        ['light', t === 'light' ? 'all' : 'not all'],
      ]);
      applyTheme('system', doc);
      expect(state()).toEqual(page().state());
    },
  );

  test.each(THEME_CHOICES)('the init script leaves the page as applyTheme(%j) does', (t) => {
    const byInit = page();
    runInit(byInit.doc, JSON.stringify({ sensitivity: 5, theme: t }));
    const byApp = page();
    applyTheme(t, byApp.doc);
    expect(byInit.state()).toEqual(byApp.state());
  });

  test.each([null, '', 'null', '{not json', '{"theme":"sepia"}', '[]'])(
    'the init script keeps the system choice for stored %j',
    (stored) => {
      const { doc, state } = page();
      runInit(doc, stored);
      expect(state()).toEqual(page().state());
    },
  );
});
