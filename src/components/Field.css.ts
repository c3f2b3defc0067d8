import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style({
  width: '100%',
  minHeight: '42px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.bgElevated,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  outline: 'none',
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textFaint },
    '&[data-hovered]': { borderColor: vars.color.textFaint },
    '&[data-focused]': {
      borderColor: vars.color.accent,
      boxShadow: `0 0 0 3px ${vars.color.accentSoft}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-invalid][data-focused]': { boxShadow: `0 0 0 3px ${vars.color.dangerSoft}` },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const withToggle = style({ paddingRight: '64px' });

export const toggle = style({
  position: 'absolute',
  right: vars.space.xs,
  minHeight: '32px',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontFamily: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surface },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
  },
});

export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.danger });
export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
