import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
});
export const labels = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const track = style({
  height: '8px',
  borderRadius: vars.radius.pill,
  background: vars.color.inactive,
  overflow: 'hidden',
});
export const fill = style({
  width: '100%',
  height: '100%',
  background: vars.color.accent,
  borderRadius: vars.radius.pill,
  transition: `transform ${vars.duration.normal}`,
});
