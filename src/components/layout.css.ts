import { style, styleVariants } from '@vanilla-extract/css';
import { contentColumn, flexColumn, flexRow, surfaceCard } from '../styles/recipes.ts';
import { vars } from '../styles/theme.css.ts';

// Shared page furniture: containers, cards, headings, banners, so every screen looks the same.

export const page = style({
  ...contentColumn,
  padding: `${vars.space.xxl} ${vars.space.xl} ${vars.space.xxxl}`,
  ...flexColumn(vars.space.xl),
  flex: 1,
});

export const prose = style([page, { maxWidth: vars.width.prose }]);

export const centered = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
});

export const card = style([surfaceCard, { padding: vars.space.xl, boxShadow: vars.shadow.sm }]);

export const authCard = style([
  card,
  {
    width: '100%',
    maxWidth: vars.width.narrow,
    ...flexColumn(vars.space.lg),
    padding: vars.space.xxl,
  },
]);

export const stack = styleVariants(
  { sm: vars.space.sm, md: vars.space.lg, lg: vars.space.xl },
  flexColumn,
);

export const row = style([flexRow(vars.space.sm), { flexWrap: 'wrap' }]);
export const rowBetween = style([row, { justifyContent: 'space-between' }]);
export const center = style({ textAlign: 'center' });

export const title = style({ fontSize: vars.fontSize.xxl });
export const sectionTitle = style({ fontSize: vars.fontSize.xl });
export const subtitle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const muted = style({ color: vars.color.textMuted });
export const small = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

// Tone variants: [soft background, strong colour].
const tones = {
  accent: [vars.color.accentSoft, vars.color.accent],
  success: [vars.color.successSoft, vars.color.success],
  danger: [vars.color.dangerSoft, vars.color.danger],
} as const;

export const banner = styleVariants(
  { error: tones.danger, success: tones.success },
  ([soft, strong]) => ({
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    background: soft,
    border: `1px solid ${strong}`,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
  }),
);

export const iconCircle = styleVariants(tones, ([soft, strong]) => ({
  width: '56px',
  height: '56px',
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  margin: '0 auto',
  background: soft,
  color: strong,
  fontSize: '26px',
}));

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  // textFaint measured 4.24:1 here; textMuted passes WCAG 1.4.3.
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, height: '1px', background: vars.color.border },
  },
});
