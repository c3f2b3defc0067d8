// The two colour palettes behind `vars.color` (theme.css.ts), as plain values so the contrast test
// (palettes.test.ts) and the theme-color meta (theme-mode.ts) read the same numbers the CSS uses.
// Night: low-contrast surfaces, one accent, status colours kept for meaning (good / warn / bad).
// Day: the same roles on near-white, with darker accent and status colours so text stays WCAG AA.

export const darkColors = {
  bg: '#0b1020',
  bgElevated: '#10172b',
  surface: '#151d34',
  surfaceHover: '#1c2542',
  border: '#27314f',
  borderStrong: '#3a4670',
  text: '#e8ecf8',
  textMuted: '#a3acc6',
  // 4.8:1 on surface (WCAG 1.4.3 AA needs 4.5:1).
  textFaint: '#8089a8',
  accent: '#7c9cff',
  accentHover: '#95afff',
  accentPressed: '#6283f0',
  accentText: '#0b1020',
  accentSoft: 'rgba(124, 156, 255, 0.14)',
  success: '#34d399',
  successSoft: 'rgba(52, 211, 153, 0.14)',
  warning: '#fbbf24',
  warningSoft: 'rgba(251, 191, 36, 0.14)',
  danger: '#f87171',
  dangerSoft: 'rgba(248, 113, 113, 0.14)',
  dangerBorder: 'rgba(248, 113, 113, 0.4)',
  // White text on these: 4.83:1 and 6.47:1 (WCAG 1.4.3 AA needs 4.5:1).
  dangerStrong: '#dc2626',
  dangerStrongHover: '#b91c1c',
  dangerStrongText: '#ffffff',
  focus: '#a5b8ff',
  overlay: 'rgba(5, 8, 18, 0.72)',
  inactive: '#2a3352',
  /** A chart's part that is neither good nor bad (looking down on /account's day chart): a grey. */
  neutralPart: '#a3acc6',
  /** The sticky site header, see-through over the page. */
  navBg: 'rgba(11, 16, 32, 0.82)',
  /** The camera stage behind the video (MonitorView.css.ts). */
  stage: '#05080f',
  /** The landing hero's stars and glow. */
  star: '#ffffff',
  heroGlow: 'rgba(124, 156, 255, 0.18)',
  premiumFrom: 'rgba(124, 156, 255, 0.10)',
  premiumTo: 'rgba(52, 211, 153, 0.06)',
};

export type ColorTokens = typeof darkColors;

export const lightColors: ColorTokens = {
  bg: '#f5f7fc',
  bgElevated: '#ffffff',
  surface: '#ffffff',
  surfaceHover: '#eef1f8',
  border: '#d9deea',
  borderStrong: '#a9b2c9',
  text: '#131a2e',
  textMuted: '#465071',
  textFaint: '#5c6685',
  accent: '#3451c9',
  accentHover: '#2a44b0',
  accentPressed: '#223a99',
  accentText: '#ffffff',
  accentSoft: 'rgba(52, 81, 201, 0.1)',
  success: '#03694b',
  successSoft: 'rgba(4, 120, 87, 0.1)',
  warning: '#a14a05',
  warningSoft: 'rgba(217, 119, 6, 0.12)',
  danger: '#b91c1c',
  dangerSoft: 'rgba(220, 38, 38, 0.1)',
  dangerBorder: 'rgba(185, 28, 28, 0.4)',
  dangerStrong: '#dc2626',
  dangerStrongHover: '#b91c1c',
  dangerStrongText: '#ffffff',
  focus: '#3451c9',
  overlay: 'rgba(19, 26, 46, 0.45)',
  inactive: '#d3d8e5',
  neutralPart: '#a9b2c9',
  navBg: 'rgba(245, 247, 252, 0.85)',
  stage: '#e4e8f1',
  star: '#3451c9',
  heroGlow: 'rgba(52, 81, 201, 0.12)',
  premiumFrom: 'rgba(52, 81, 201, 0.07)',
  premiumTo: 'rgba(4, 120, 87, 0.05)',
};

export const darkShadows = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.3)',
  md: '0 8px 24px rgba(0, 0, 0, 0.35)',
  lg: '0 20px 60px rgba(0, 0, 0, 0.5)',
};

export const lightShadows: typeof darkShadows = {
  sm: '0 1px 2px rgba(19, 26, 46, 0.08)',
  md: '0 8px 24px rgba(19, 26, 46, 0.12)',
  lg: '0 20px 60px rgba(19, 26, 46, 0.2)',
};
