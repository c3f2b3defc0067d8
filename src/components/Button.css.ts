import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../styles/recipes.ts';
import { vars } from '../styles/theme.css.ts';

// Shared by the react-aria Button and by LinkButton (plain links styled as buttons on the landing page).
const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}, transform ${vars.duration.fast}`,
  outline: 'none',
  selectors: {
    '&[data-focus-visible], &:focus-visible': focusRing,
    '&[data-pressed]': { transform: 'translateY(1px)' },
    '&[data-disabled], &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.accent,
      color: vars.color.accentText,
      selectors: {
        '&:hover, &[data-hovered]': {
          background: vars.color.accentHover,
          color: vars.color.accentText,
        },
        '&[data-pressed]': { background: vars.color.accentPressed },
      },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.borderStrong,
      selectors: {
        '&:hover, &[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
      },
    },
  ],
  ghost: [
    base,
    {
      background: 'transparent',
      color: vars.color.textMuted,
      selectors: {
        '&:hover, &[data-hovered]': { background: vars.color.surface, color: vars.color.text },
      },
    },
  ],
  danger: [
    base,
    {
      background: vars.color.dangerStrong,
      color: vars.color.dangerStrongText,
      selectors: {
        '&:hover, &[data-hovered]': {
          background: vars.color.dangerStrongHover,
          color: vars.color.dangerStrongText,
        },
      },
    },
  ],
});

export const size = styleVariants({
  md: {},
  lg: { minHeight: '48px', padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.md },
  full: { width: '100%', minHeight: '44px' },
});
