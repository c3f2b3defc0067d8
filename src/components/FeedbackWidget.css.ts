import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const quick = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.md,
});
export const face = style({ color: vars.color.accent });
export const quickButton = style({
  flexDirection: 'column',
  minHeight: '88px',
  gap: vars.space.sm,
});
export const textarea = style({
  width: '100%',
  minHeight: '120px',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.bgElevated,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  resize: 'vertical',
  outline: 'none',
  selectors: {
    '&[data-focused]': {
      borderColor: vars.color.accent,
      boxShadow: `0 0 0 3px ${vars.color.accentSoft}`,
    },
    '&[data-disabled]': { opacity: 0.6 },
  },
});
