import { keyframes, style } from '@vanilla-extract/css';
import { badge, contentColumn, flexColumn, focusRing, gridColumns } from '../styles/recipes.ts';
import { vars } from '../styles/theme.css.ts';

const twinkle = keyframes({ '0%, 100%': { opacity: 0.25 }, '50%': { opacity: 1 } });

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  padding: `${vars.space.section} ${vars.space.xl}`,
  textAlign: 'center',
  background: `radial-gradient(ellipse at 50% 0%, ${vars.color.heroGlow}, transparent 60%), ${vars.color.bg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const sky = style({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
  contain: 'strict',
});

export const star = style({
  position: 'absolute',
  borderRadius: '50%',
  background: vars.color.star,
  opacity: 0.5,
  animationName: twinkle,
  animationIterationCount: 'infinite',
  animationTimingFunction: 'ease-in-out',
  selectors: { [`${sky}[data-paused="true"] &`]: { animationPlayState: 'paused' } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const heroInner = style({
  position: 'relative',
  maxWidth: '760px',
  margin: '0 auto',
  ...flexColumn(vars.space.xl),
  alignItems: 'center',
});

export const eyebrow = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: '0.04em',
});

export const tagline = style({ fontSize: vars.fontSize.hero, letterSpacing: '-0.02em' });
export const lead = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  maxWidth: '600px',
});
export const ctas = style({
  display: 'flex',
  gap: vars.space.md,
  flexWrap: 'wrap',
  justifyContent: 'center',
});

export const section = style({
  ...contentColumn,
  padding: `${vars.space.section} ${vars.space.xl} 0`,
});
export const sectionHead = style({
  textAlign: 'center',
  marginBottom: vars.space.xxl,
  ...flexColumn(vars.space.sm),
  alignItems: 'center',
});
export const h2 = style({ fontSize: vars.fontSize.xxl });

export const grid3 = style(gridColumns('repeat(auto-fit, minmax(240px, 1fr))', vars.space.lg));

export const stepIcon = style({
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.md,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: '20px',
  marginBottom: vars.space.md,
});

export const cardTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.xs });

export const premium = style({
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.xxl,
  background: `linear-gradient(135deg, ${vars.color.premiumFrom}, ${vars.color.premiumTo})`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const soon = style({
  ...badge,
  border: `1px solid ${vars.color.warning}`,
  color: vars.color.warning,
  fontWeight: vars.fontWeight.medium,
});

export const faqList = style({
  maxWidth: vars.width.prose,
  margin: '0 auto',
  ...flexColumn(vars.space.sm),
});

export const faqItem = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `0 ${vars.space.lg}`,
});

export const faqQ = style({
  cursor: 'pointer',
  padding: `${vars.space.lg} 0`,
  fontWeight: vars.fontWeight.medium,
  listStyle: 'none',
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': { content: '"+"', color: vars.color.textMuted },
    'details[open] > &::after': { content: '"−"' },
    '&:focus-visible': { ...focusRing, borderRadius: vars.radius.sm },
  },
});

export const faqA = style({ paddingBottom: vars.space.lg, color: vars.color.textMuted });

export const privacy = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  flexWrap: 'wrap',
});

export const footer = style({
  marginTop: vars.space.section,
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xl}`,
  color: vars.color.textFaint,
  fontSize: vars.fontSize.sm,
});

export const footerInner = style({
  maxWidth: vars.width.content,
  margin: '0 auto',
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  flexWrap: 'wrap',
});
export const footerLinks = style({ display: 'flex', gap: vars.space.lg });
