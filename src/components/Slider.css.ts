import { style } from '@vanilla-extract/css';
import { fieldColumn, focusRing, labelRow, progressTrack } from '../styles/recipes.ts';
import { vars } from '../styles/theme.css.ts';

export const root = style(fieldColumn);
export const labels = style(labelRow);
export const output = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const track = style({ position: 'relative', height: '24px', width: '100%' });
// The rail (the empty track) and its filled part: a 4px line across the middle, from the left edge.
const line = {
  position: 'absolute',
  top: '50%',
  left: 0,
  height: '4px',
  transform: 'translateY(-50%)',
} as const;
export const rail = style([line, progressTrack, { right: 0 }]);
export const filled = style([
  line,
  { borderRadius: vars.radius.pill, background: vars.color.accent },
]);
export const thumb = style({
  top: '50%',
  width: '18px',
  height: '18px',
  borderRadius: '50%',
  background: vars.color.text,
  border: `3px solid ${vars.color.accent}`,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&[data-dragging]': { background: vars.color.accent },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.5 },
  },
});
