import { globalStyle } from '@vanilla-extract/css';
import { focusRing } from './recipes.ts';
import { vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  margin: 0,
  padding: 0,
  background: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('#root', { minHeight: '100vh', display: 'flex', flexDirection: 'column' });

globalStyle('a', {
  color: vars.color.accent,
  textDecorationThickness: '1px',
  textUnderlineOffset: '3px',
});
globalStyle('a:hover', { color: vars.color.accentHover });
globalStyle('a:focus-visible, button:focus-visible', {
  ...focusRing,
  borderRadius: vars.radius.sm,
});

globalStyle('h1, h2, h3, h4', {
  lineHeight: vars.lineHeight.tight,
  margin: 0,
  fontWeight: vars.fontWeight.bold,
});
globalStyle('p', { margin: 0 });

globalStyle('::selection', { background: vars.color.accentSoft });

// Users who ask for less motion get none of ours.
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
