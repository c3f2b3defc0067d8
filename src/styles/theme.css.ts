import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { darkColors, darkShadows, lightColors, lightShadows } from './palettes.ts';

// One typed token set for every screen (the monitoring screen reuses it), in two palettes
// (palettes.ts): night on :root, day when the user picks Light (<html data-theme="light">) or
// leaves the choice to the system (no data-theme) and the system asks for light. Dark is the base,
// so a browser without prefers-color-scheme keeps the night palette the app always had.
export const vars = createGlobalTheme(':root', {
  color: darkColors,
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
    section: '80px',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  font: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, monospace",
  },
  fontSize: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '18px',
    xl: '22px',
    xxl: '30px',
    hero: 'clamp(36px, 5vw, 60px)',
  },
  fontWeight: { normal: '400', medium: '500', bold: '650' },
  lineHeight: { tight: '1.2', normal: '1.55' },
  shadow: darkShadows,
  width: { content: '1120px', narrow: '440px', prose: '760px' },
  z: { nav: '10', overlay: '50', toast: '100' },
  duration: { fast: '120ms', normal: '200ms' },
});

const light = { ...assignVars(vars.color, lightColors), ...assignVars(vars.shadow, lightShadows) };

// color-scheme is inherited: form controls, scrollbars and the canvas follow the palette.
globalStyle(':root', { colorScheme: 'dark' });
globalStyle(":root[data-theme='light']", { vars: light, colorScheme: 'light' });
globalStyle(":root:not([data-theme='dark'])", {
  '@media': { '(prefers-color-scheme: light)': { vars: light, colorScheme: 'light' } },
});
