import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { flexColumn, flexRow, focusRing, gridColumns, surfaceCard } from '../../styles/recipes.ts';
import { vars } from '../../styles/theme.css.ts';

export const profile = style({ ...flexRow(vars.space.xl), flexWrap: 'wrap' });
export const bigAvatar = style({
  width: '64px',
  height: '64px',
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  flexShrink: 0,
});
export const profileText = style({
  flex: 1,
  minWidth: '200px',
  ...flexColumn(vars.space.xxs),
});
export const name = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const statsGrid = style(gridColumns('repeat(auto-fit, minmax(200px, 1fr))', vars.space.lg));
export const statCard = style([
  surfaceCard,
  { padding: vars.space.xl, ...flexColumn(vars.space.xs) },
]);
export const statLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const statValue = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const activity = style({
  ...gridColumns('minmax(240px, 1fr) auto', vars.space.lg),
  '@media': { '(max-width: 800px)': { gridTemplateColumns: '1fr' } },
});
export const charts = style(gridColumns('repeat(auto-fit, minmax(320px, 1fr))', vars.space.lg));
export const streakRow = style({ display: 'flex', gap: vars.space.xl, flexWrap: 'wrap' });
export const streakValue = style({
  fontSize: '40px',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
});
export const streakMsg = style({ color: vars.color.success, fontWeight: vars.fontWeight.medium });

export const calGrid = style(gridColumns('repeat(7, 48px)', '6px'));
// Rows are for assistive technology; the days still lay out on the one 7-column grid.
export const calRow = style({ display: 'contents' });
export const calSpan = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
export const weekday = style({
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.textFaint,
  fontWeight: vars.fontWeight.medium,
});

const dayBase = style({
  position: 'relative',
  aspectRatio: '1',
  borderRadius: vars.radius.sm,
  display: 'grid',
  placeItems: 'center',
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&:focus-visible': focusRing,
    '&::after': {
      content: 'attr(data-tip)',
      position: 'absolute',
      bottom: 'calc(100% + 6px)',
      left: '50%',
      transform: 'translateX(-50%)',
      whiteSpace: 'nowrap',
      padding: `${vars.space.xs} ${vars.space.sm}`,
      borderRadius: vars.radius.sm,
      background: vars.color.bg,
      border: `1px solid ${vars.color.borderStrong}`,
      color: vars.color.text,
      fontSize: vars.fontSize.xs,
      pointerEvents: 'none',
      opacity: 0,
      transition: `opacity ${vars.duration.fast}`,
      zIndex: 5,
    },
    '&:hover::after, &:focus-visible::after': { opacity: 1 },
  },
});

export const day = styleVariants({
  active: [
    dayBase,
    {
      background: vars.color.success,
      color: vars.color.accentText,
      fontWeight: vars.fontWeight.bold,
    },
  ],
  inactive: [dayBase, { background: vars.color.inactive, color: vars.color.textMuted }],
});
// Days of another month: an outline instead of a fill, the number at full text contrast (WCAG 1.4.3;
// a faded cell measured 1.97:1).
export const outOfMonth = style({
  background: 'transparent',
  boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
});
export const today = style({
  boxShadow: `0 0 0 2px ${vars.color.bg}, 0 0 0 4px ${vars.color.accent}`,
});

export const legend = style({
  display: 'flex',
  gap: vars.space.lg,
  flexWrap: 'wrap',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  marginTop: vars.space.md,
});
export const swatch = style({
  display: 'inline-block',
  width: '12px',
  height: '12px',
  borderRadius: '3px',
  marginRight: vars.space.xs,
  verticalAlign: 'middle',
});

export const danger = style({ borderColor: vars.color.dangerBorder });
export const swatchActive = style({ background: vars.color.success });
export const swatchInactive = style({ background: vars.color.inactive });
export const swatchToday = style({
  background: 'transparent',
  boxShadow: `inset 0 0 0 2px ${vars.color.accent}`,
});

export const facts = style({
  margin: 0,
  marginTop: 'auto',
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  ...flexColumn(vars.space.sm),
  fontSize: vars.fontSize.sm,
});
globalStyle(`${facts} > div`, {
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, {
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});
