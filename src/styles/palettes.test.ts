// WCAG 2.1 contrast of the colour pairs the app draws, in both palettes (docs/product.md#theme):
// 1.4.3 asks 4.5:1 for text, 1.4.11 3:1 for the focus ring against what it sits on. Ratios from
// https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio; see-through tints are laid over their backdrop.
import { describe, expect, test } from 'vitest';
import { darkColors, lightColors, type ColorTokens } from './palettes.ts';

type Rgb = [number, number, number];
function parse(c: string): { rgb: Rgb; alpha: number } {
  const parts = /^rgba?\(([^)]+)\)$/.exec(c)?.[1]?.split(',').map(Number);
  if (parts) return { rgb: parts.slice(0, 3) as Rgb, alpha: parts[3] ?? 1 };
  const hex = /^#([0-9a-f]{6})$/i.exec(c)?.[1];
  if (!hex) throw new Error(`not a colour: ${c}`);
  return { rgb: [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb, alpha: 1 };
}
/** `top` laid over the opaque `under`. */
function over(top: string, under: Rgb): Rgb {
  const { rgb, alpha } = parse(top);
  return rgb.map((v, i) => v * alpha + (under[i] ?? 0) * (1 - alpha)) as Rgb;
}
const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
/** Contrast of `fg` on `bg`; each may be a stack (see-through layers, bottom first). */
function contrast(fg: string, ...bg: string[]): number {
  const back = bg.reduce<Rgb>((under, layer) => over(layer, under), [0, 0, 0]);
  const [a, b] = [luminance(over(fg, back)), luminance(back)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

type Key = keyof ColorTokens;
const PAGES: Key[] = ['bg', 'bgElevated', 'surface'];
/** [text, backdrop stack, what draws it]. Every text colour on every page background, plus the rest. */
const TEXT: [Key, Key[], string][] = [
  ...(
    ['text', 'textMuted', 'textFaint', 'accent', 'success', 'warning', 'danger'] as Key[]
  ).flatMap((fg) =>
    PAGES.map((bg): [Key, Key[], string] => [fg, [bg], 'text on the page, cards, panels']),
  ),
  ['text', ['surfaceHover'], 'hovered nav links and menu items'],
  ['textMuted', ['surfaceHover'], 'hovered ghost buttons'],
  ['textMuted', ['inactive'], 'the neutral pill, inactive calendar days'],
  ['textMuted', ['stage'], 'the camera placeholder'],
  ['textFaint', ['stage'], 'the camera placeholder hint'],
  ['text', ['bg', 'navBg'], 'the see-through site header'],
  ['textMuted', ['bg', 'navBg'], 'the site header links'],
  ['accentText', ['accent'], 'primary buttons, the skip link, the logo'],
  ['accentText', ['accentHover'], 'hovered primary buttons'],
  ['accentText', ['success'], 'active calendar days'],
  ['dangerStrongText', ['dangerStrong'], 'danger buttons'],
  ['dangerStrongText', ['dangerStrongHover'], 'hovered danger buttons'],
  ...(['accent', 'success', 'warning', 'danger'] as const).flatMap((s) =>
    (['bg', 'surface'] as Key[]).flatMap((page): [Key, Key[], string][] => [
      [s, [page, `${s}Soft`], 'status pills and banners'],
      ['text', [page, `${s}Soft`], 'banner text'],
    ]),
  ),
  ['text', ['surface', 'accentSoft'], 'the chosen radio'],
];
const RING: Key[][] = [['bg'], ['bgElevated'], ['surface'], ['surfaceHover'], ['stage']];

describe.each([
  ['dark', darkColors],
  ['light', lightColors],
])('the %s palette', (_name, p) => {
  test.each(TEXT)('%s on %j is at least 4.5:1 (%s)', (fg, bg) => {
    expect(contrast(p[fg], ...bg.map((k) => p[k]))).toBeGreaterThanOrEqual(4.5);
  });
  test.each(RING)('the focus ring on %s is at least 3:1', (bg) => {
    expect(contrast(p.focus, p[bg])).toBeGreaterThanOrEqual(3);
  });
});

test('the contrast arithmetic matches known values (black on white 21:1, #767676 on white 4.54:1)', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  expect(contrast('rgba(0, 0, 0, 0)', '#ffffff')).toBeCloseTo(1, 5);
});
