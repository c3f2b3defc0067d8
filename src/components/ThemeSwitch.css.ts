import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const group = style({
  display: 'flex',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
});

export const option = style({
  position: 'relative',
  width: '30px',
  height: '30px',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.pill,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surface },
    '&:has(input:checked)': { color: vars.color.text, background: vars.color.accentSoft },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '1px',
    },
  },
});
