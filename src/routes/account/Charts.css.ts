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
export const score = style({ fill: vars.color.success, stroke: vars.color.bg, strokeWidth: 1 });
export const scoreLine = style({ fill: 'none', stroke: vars.color.success, strokeWidth: 1.5 });
export const tick = style({ fill: vars.color.textFaint, fontSize: '11px' });
export const swatchGood = style({ background: vars.color.accent });
export const swatchBad = style({ background: vars.color.danger });
export const swatchScore = style({ background: vars.color.success, borderRadius: '50%' });

/** Read by screen readers, not shown: the table that stands for a chart. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
