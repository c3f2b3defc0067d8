import { style, styleVariants } from '@vanilla-extract/css';
import {
  closeButton,
  flexColumn,
  focusOutline,
  noticeCard,
  noticeEdge,
} from '../styles/recipes.ts';
import { dropIn } from '../styles/motion.css.ts';
import { vars } from '../styles/theme.css.ts';

export const region = style({
  position: 'fixed',
  top: vars.space.lg,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.z.toast,
  ...flexColumn(vars.space.sm),
  alignItems: 'center',
  outline: 'none',
  width: 'max-content',
  maxWidth: 'calc(100vw - 32px)',
  // Up to 20 toasts (docs/constants.md#timing): the stack stays in a band at the top and scrolls,
  // newest on top, instead of growing down over the page's controls; only the toasts themselves
  // take clicks.
  maxHeight: 'min(30vh, 16rem)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  pointerEvents: 'none',
  selectors: {
    '&[data-focus-visible]': { ...focusOutline, borderRadius: vars.radius.md },
  },
});

const base = style({
  ...noticeCard(dropIn),
  minWidth: '260px',
  maxWidth: '520px',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  outline: 'none',
  flexShrink: 0,
  selectors: { '&[data-focus-visible]': focusOutline },
});

export const toast = styleVariants({
  info: [base, noticeEdge(vars.color.accent)],
  success: [base, noticeEdge(vars.color.success)],
  error: [base, noticeEdge(vars.color.danger)],
  loading: [base, noticeEdge(vars.color.textFaint)],
});

export const content = style({ flex: 1 });

export const close = style([closeButton, { lineHeight: 1, padding: vars.space.xs }]);
