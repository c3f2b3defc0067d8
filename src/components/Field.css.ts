import { style } from '@vanilla-extract/css';
import { fieldColumn, focusHalo, focusOutline, textInput } from '../styles/recipes.ts';
import { vars } from '../styles/theme.css.ts';

export const field = style(fieldColumn);

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style({
  ...textInput,
  minHeight: '42px',
  padding: `0 ${vars.space.md}`,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textFaint },
    '&[data-hovered]': { borderColor: vars.color.textFaint },
    '&[data-focused]': focusHalo,
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
    '&[data-focus-visible]': focusOutline,
  },
});

export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.danger });
export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
