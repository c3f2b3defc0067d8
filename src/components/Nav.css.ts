import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.nav,
  background: vars.color.navBg,
  backdropFilter: 'blur(10px)',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  maxWidth: vars.width.content,
  margin: '0 auto',
  padding: `0 ${vars.space.xl}`,
  height: '60px',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  // A phone's width holds the brand or the links, not both (with the theme switch): two rows.
  '@media': {
    '(max-width: 599px)': {
      height: 'auto',
      minHeight: '60px',
      flexWrap: 'wrap',
      rowGap: vars.space.xs,
      padding: `${vars.space.sm} ${vars.space.md}`,
    },
  },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
  marginRight: 'auto',
  selectors: { '&:hover': { color: vars.color.text } },
});

export const logo = style({
  width: '28px',
  height: '28px',
  borderRadius: '8px',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: '16px',
});

export const links = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  '@media': { '(max-width: 599px)': { gap: vars.space.xs } },
});

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  '@media': { '(max-width: 599px)': { padding: vars.space.sm } },
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surface },
    '&[aria-current="page"]': { color: vars.color.text },
  },
});

export const avatar = style({
  width: '24px',
  height: '24px',
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  selectors: { '&::before': { content: 'attr(data-initial)' } },
});
export const caret = style({ selectors: { '&::before': { content: '"▾"' } } });
