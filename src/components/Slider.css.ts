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
});
export const output = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const track = style({ position: 'relative', height: '24px', width: '100%' });
export const rail = style({
  position: 'absolute',
  top: '50%',
  left: 0,
  right: 0,
  height: '4px',
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.pill,
  background: vars.color.inactive,
});
export const filled = style({
  position: 'absolute',
  top: '50%',
  left: 0,
  height: '4px',
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
});
export const thumb = style({
  top: '50%',
  width: '18px',
  height: '18px',
  borderRadius: '50%',
  background: vars.color.text,
  border: `3px solid ${vars.color.accent}`,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&[data-dragging]': { background: vars.color.accent },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.5 },
  },
});
