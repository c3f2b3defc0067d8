import { style } from '@vanilla-extract/css';
import { noticeEdge } from '../styles/recipes.ts';
import { vars } from '../styles/theme.css.ts';

// Bottom-left, clear of the toasts (top-center) and the feedback widget; only the notice takes clicks.
export const region = style({
  position: 'fixed',
  left: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: vars.z.toast,
  maxWidth: 'calc(100vw - 32px)',
  pointerEvents: 'none',
});

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: '520px',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  ...noticeEdge(vars.color.accent),
  boxShadow: vars.shadow.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  pointerEvents: 'auto',
});

export const text = style({ flex: '1 1 12rem', margin: 0 });

export const actions = style({ display: 'flex', gap: vars.space.sm });
