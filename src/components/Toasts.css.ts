import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  top: vars.space.lg,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.z.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  outline: 'none',
  width: 'max-content',
  maxWidth: 'calc(100vw - 32px)',
  // Up to 20 toasts (spec §9): the stack stays in a band at the top and scrolls, newest on top,
  // instead of growing down over the page's controls; only the toasts themselves take clicks.
  maxHeight: 'min(30vh, 16rem)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  pointerEvents: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focus}`,
      borderRadius: vars.radius.md,
    },
  },
});

const base = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: '260px',
  maxWidth: '520px',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  animation: `${enter} ${vars.duration.normal} ease-out`,
  outline: 'none',
  pointerEvents: 'auto',
  flexShrink: 0,
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` } },
});

export const toast = styleVariants({
  info: [base, { borderLeft: `4px solid ${vars.color.accent}` }],
  success: [base, { borderLeft: `4px solid ${vars.color.success}` }],
  error: [base, { borderLeft: `4px solid ${vars.color.danger}` }],
  loading: [base, { borderLeft: `4px solid ${vars.color.textFaint}` }],
});

export const content = style({ flex: 1 });

export const close = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
  },
});
