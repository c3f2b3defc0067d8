import { style } from '@vanilla-extract/css';
import { bareList, flexColumn, flexRow, gridColumns, insetTile } from '../../styles/recipes.ts';
import { vars } from '../../styles/theme.css.ts';
import { panel } from './monitoring.css.ts';

export const bar = style([panel, { gap: vars.space.lg }]);
export const topRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
});
export const timer = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});
export const scoreRow = style({ ...flexRow(vars.space.lg), flexWrap: 'wrap' });
export const scoreBox = style({
  ...flexColumn(vars.space.xs),
  alignItems: 'flex-start',
  // 'Gentle, then louder' (src/state/monitoring/alert-link.ts): amber from the problem's onset.
  selectors: {
    'html[data-alert="amber"] &': {
      outline: `3px solid ${vars.color.warning}`,
      outlineOffset: '4px',
      borderRadius: '8px',
    },
  },
});
export const score = style({
  fontSize: '48px',
  lineHeight: 1,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const message = style({
  flex: 1,
  minWidth: '160px',
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});
export const issues = style({
  ...bareList,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
// The chip's severity words: lighter weight, not lighter colour (at 0.75 opacity 'high now' on the
// red chip failed WCAG AA contrast; axe-core in e2e/a11y.e2e.ts, alert shown).
export const sev = style({ fontWeight: vars.fontWeight.normal });
export const grid = style({
  ...gridColumns('repeat(2, minmax(0, 1fr))', vars.space.sm),
  margin: 0,
});
export const item = style({
  ...insetTile,
  padding: `${vars.space.sm} ${vars.space.md}`,
});
export const itemLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textFaint,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});
export const itemValue = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  ...flexRow(vars.space.xs),
});
export const dot = style({
  width: '7px',
  height: '7px',
  borderRadius: '50%',
  background: 'currentColor',
  flexShrink: 0,
});
/** Why the camera stopped or failed (unplugged, denied): shown, not only in a tooltip. */
export const cameraDetail = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.warning,
});
