import { style } from '@vanilla-extract/css';
import { fieldColumn, labelRow, progressTrack } from '../styles/recipes.ts';
import { vars } from '../styles/theme.css.ts';

export const root = style(fieldColumn);
export const labels = style([labelRow, { color: vars.color.textMuted }]);
export const track = style([progressTrack, { height: '8px', overflow: 'hidden' }]);
export const fill = style({
  width: '100%',
  height: '100%',
  background: vars.color.accent,
  borderRadius: vars.radius.pill,
  transition: `transform ${vars.duration.normal}`,
});
