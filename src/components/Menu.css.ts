import { style } from '@vanilla-extract/css';
import { floatingSurface, flexRow } from '../styles/recipes.ts';
import { vars } from '../styles/theme.css.ts';

export const popover = style({ minWidth: '190px', ...floatingSurface, outline: 'none' });

export const menu = style({
  padding: vars.space.xs,
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  ...flexRow(vars.space.sm),
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': {
      background: vars.color.surfaceHover,
      color: vars.color.text,
    },
    '&[data-disabled]': { opacity: 0.5 },
  },
});

export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  background: vars.color.border,
});
