import { style } from '@vanilla-extract/css';
import { flexColumn, focusRing } from '../../styles/recipes.ts';
import { vars } from '../../styles/theme.css.ts';

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });
export const trigger = style({
  width: '100%',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  background: 'transparent',
  border: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  padding: `${vars.space.xs} 0`,
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});
export const chevron = style({
  transition: `transform ${vars.duration.normal}`,
  color: vars.color.textMuted,
  selectors: { '[data-expanded] &': { transform: 'rotate(180deg)' } },
});
export const body = style({
  ...flexColumn(vars.space.lg),
  paddingTop: vars.space.sm,
  // The class's display would otherwise override the collapsed panel's hidden attribute.
  selectors: { '&[hidden]': { display: 'none' } },
});
export const toggles = style(flexColumn(vars.space.md));
export const radioGroup = style(flexColumn(vars.space.sm));
export const radioLabel = style({ fontSize: vars.fontSize.sm });
export const radios = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const radio = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': {
      background: vars.color.accentSoft,
      borderColor: vars.color.accent,
      color: vars.color.text,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-hovered]': { color: vars.color.text },
  },
});
