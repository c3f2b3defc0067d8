import { style } from '@vanilla-extract/css';
import { dialogIn, fadeIn } from '../styles/motion.css.ts';
import { flexColumn, surfaceCard } from '../styles/recipes.ts';
import { vars } from '../styles/theme.css.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.overlay,
  background: vars.color.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal}` } },
});

export const modal = style({
  width: '100%',
  maxWidth: '460px',
  maxHeight: 'calc(100vh - 32px)',
  overflow: 'auto',
  ...surfaceCard,
  boxShadow: vars.shadow.lg,
  selectors: { '&[data-entering]': { animation: `${dialogIn} ${vars.duration.normal}` } },
});

export const dialog = style({
  padding: vars.space.xl,
  outline: 'none',
  ...flexColumn(vars.space.lg),
});
export const heading = style({ fontSize: vars.fontSize.xl });
export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
