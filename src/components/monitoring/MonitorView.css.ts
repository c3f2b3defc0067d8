import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const page = style({
  width: '100%',
  maxWidth: '1280px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxxl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(320px, 2fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: '1fr' } },
});

export const left = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});
export const right = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const stage = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '4 / 3',
  background: '#05080f',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  display: 'grid',
  placeItems: 'center',
});

export const placeholder = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const privacy = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textFaint,
});
