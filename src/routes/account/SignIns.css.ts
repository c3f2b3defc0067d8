import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});
export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  flexWrap: 'wrap',
  padding: `${vars.space.md} 0`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});
export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const browser = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.medium,
});
export const badge = style({
  fontSize: vars.fontSize.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.text,
});
