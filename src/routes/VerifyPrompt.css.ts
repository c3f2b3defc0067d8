import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const email = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  wordBreak: 'break-all',
});
export const faq = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
  fontSize: vars.fontSize.sm,
});
export const faqQ = style({
  cursor: 'pointer',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});
export const faqList = style({
  margin: `${vars.space.sm} 0 0`,
  paddingLeft: vars.space.xl,
  color: vars.color.textMuted,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
