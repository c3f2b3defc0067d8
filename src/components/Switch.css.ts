import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/recipes.ts';
import { vars } from '../styles/theme.css.ts';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const track = style({
  width: '36px',
  height: '20px',
  borderRadius: vars.radius.pill,
  background: vars.color.inactive,
  padding: '2px',
  transition: `background ${vars.duration.fast}`,
  selectors: {
    [`${root}[data-selected] &`]: { background: vars.color.accent },
    [`${root}[data-focus-visible] &`]: focusRing,
  },
});

export const knob = style({
  display: 'block',
  width: '16px',
  height: '16px',
  borderRadius: '50%',
  background: vars.color.text,
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${root}[data-selected] &`]: { transform: 'translateX(16px)' } },
});
