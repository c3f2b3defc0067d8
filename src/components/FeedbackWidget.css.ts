import { style } from '@vanilla-extract/css';
import { gridColumns, textArea } from '../styles/recipes.ts';
import { vars } from '../styles/theme.css.ts';

export const quick = style(gridColumns('repeat(3, 1fr)', vars.space.md));
export const face = style({ color: vars.color.accent });
export const quickButton = style({
  flexDirection: 'column',
  minHeight: '88px',
  gap: vars.space.sm,
});
export const textarea = style([
  textArea,
  {
    minHeight: '120px',
    fontFamily: 'inherit',
    fontSize: vars.fontSize.md,
    selectors: { '&[data-disabled]': { opacity: 0.6 } },
  },
]);
