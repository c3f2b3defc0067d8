import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const figure = style({ margin: 0, minWidth: 0 });
export const chart = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  overflow: 'visible',
});
export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });
export const good = style({ fill: vars.color.accent });
export const bad = style({ fill: vars.color.danger });
// Looking down is neither good nor bad: a grey, told from the blue and the red it sits between by
// having no hue (the table under the chart carries the numbers).
export const lookingDown = style({ fill: vars.color.neutralPart });
export const score = style({ fill: vars.color.success, stroke: vars.color.bg, strokeWidth: 1 });
export const scoreLine = style({ fill: 'none', stroke: vars.color.success, strokeWidth: 1.5 });
export const tick = style({ fill: vars.color.textFaint, fontSize: '11px' });
// The corrections chart: blue and amber stay apart for red-green colour blindness.
export const falseAlarm = style({ fill: vars.color.accent });
export const missedSlouch = style({ fill: vars.color.warning });
export const value = style({
  fill: vars.color.textMuted,
  fontSize: '10px',
  fontVariantNumeric: 'tabular-nums',
});
export const swatchGood = style({ background: vars.color.accent });
export const swatchBad = style({ background: vars.color.danger });
export const swatchLookingDown = style({ background: vars.color.neutralPart });
export const swatchFalseAlarm = style({ background: vars.color.accent });
export const swatchMissedSlouch = style({ background: vars.color.warning });
export const swatchScore = style({ background: vars.color.success, borderRadius: '50%' });

export { visuallyHidden } from '../../styles/visually-hidden.css.ts';
