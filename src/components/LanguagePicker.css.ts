import { style } from '@vanilla-extract/css';
import { focusOutline } from '../styles/recipes.ts';
import { vars } from '../styles/theme.css.ts';

// As tall as the theme switch beside it, in the same pill outline.
export const select = style({
  height: '36px',
  maxWidth: '110px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.bg,
  color: vars.color.textMuted,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surface },
    '&:focus-visible': focusOutline,
  },
});
