import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/recipes.ts';
import { vars } from '../styles/theme.css.ts';

export const checkbox = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' } },
});

export const box = style({
  flexShrink: 0,
  width: '18px',
  height: '18px',
  marginTop: '2px',
  borderRadius: '4px',
  border: `1.5px solid ${vars.color.borderStrong}`,
  background: vars.color.bgElevated,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.accentText,
  transition: `background ${vars.duration.fast}`,
  selectors: {
    [`${checkbox}[data-selected] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});
