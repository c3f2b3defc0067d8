import { keyframes, style } from '@vanilla-extract/css';
import { enterFrom, flexColumn, surfaceCard } from '../styles/recipes.ts';
import { vars } from '../styles/theme.css.ts';

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes(enterFrom('translateY(8px) scale(0.98)'));

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.overlay,
  background: vars.color.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  selectors: { '&[data-entering]': { animation: `${fade} ${vars.duration.normal}` } },
});

export const modal = style({
  width: '100%',
  maxWidth: '460px',
  maxHeight: 'calc(100vh - 32px)',
  overflow: 'auto',
  ...surfaceCard,
  boxShadow: vars.shadow.lg,
  selectors: { '&[data-entering]': { animation: `${rise} ${vars.duration.normal}` } },
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
