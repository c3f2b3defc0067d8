import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

// Off screen until focused, then over the navigation's top-left corner.
export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-100px',
  zIndex: vars.z.toast,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:focus': { top: vars.space.md, color: vars.color.accentText } },
});

// Headings and landmarks focused by script (not tab stops) need no focus ring of their own.
globalStyle('main[tabindex="-1"]:focus, main h1[tabindex="-1"]:focus', { outline: 'none' });
