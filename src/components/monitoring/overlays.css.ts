import { style } from '@vanilla-extract/css';
import {
  closeButton,
  enterAnimation,
  floatingNotice,
  flexColumn,
  noticeCard,
  noticeEdge,
} from '../../styles/recipes.ts';
import { riseIn } from '../../styles/motion.css.ts';
import { vars } from '../../styles/theme.css.ts';

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
  ...noticeCard(riseIn),
  maxWidth: '100%',
  ...noticeEdge(vars.color.warning),
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
export const alertText = style({ ...flexColumn(vars.space.xxs), fontSize: vars.fontSize.sm });
export const close = style([closeButton, { outline: 'none' }]);
export const cornerRegion = style({
  position: 'fixed',
  right: vars.space.xl,
  bottom: vars.space.xl,
  zIndex: vars.z.toast,
});
export const cornerToast = style({
  ...floatingNotice,
  ...noticeEdge(vars.color.success),
  fontSize: vars.fontSize.sm,
  animation: enterAnimation(riseIn),
});
