import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const doc = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
globalStyle(`${section} p, ${section} li`, { color: vars.color.textMuted });
globalStyle(`${section} ul`, {
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
globalStyle(`${section} h2`, { fontSize: vars.fontSize.lg });
