import { style } from '@vanilla-extract/css';
import { badge as pill, bareList, flexColumn, flexRow } from '../../styles/recipes.ts';
import { vars } from '../../styles/theme.css.ts';

export const list = style({ ...bareList, display: 'flex', flexDirection: 'column' });
export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  flexWrap: 'wrap',
  padding: `${vars.space.md} 0`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});
export const text = style(flexColumn(vars.space.xxs));
export const browser = style({ ...flexRow(vars.space.sm), fontWeight: vars.fontWeight.medium });
export const badge = style({
  ...pill,
  background: vars.color.accentSoft,
  color: vars.color.text,
});
