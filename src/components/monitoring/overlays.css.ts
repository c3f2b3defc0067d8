import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

const slide = keyframes({
  from: { opacity: 0, transform: 'translateY(10px)' },
  to: { opacity: 1, transform: 'none' },
});

// The alert sits over the bottom of the camera view (MonitorView's stage), where the person
// looks and where no control is, so it never covers a button, slider or link at any size.
export const alertRegion = style({
  position: 'absolute',
  left: vars.space.sm,
  right: vars.space.sm,
  bottom: vars.space.sm,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  zIndex: 1,
});
export const alertToast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: '100%',
  pointerEvents: 'auto',
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  animation: `${slide} ${vars.duration.normal} ease-out`,
});
export const alertIcon = style({
  width: '26px',
  height: '26px',
  flexShrink: 0,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontWeight: vars.fontWeight.bold,
});
export const alertText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
});
export const close = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
  },
});
export const cornerRegion = style({
  position: 'fixed',
  right: vars.space.xl,
  bottom: vars.space.xl,
  zIndex: vars.z.toast,
});
export const cornerToast = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.success}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
  animation: `${slide} ${vars.duration.normal} ease-out`,
});
