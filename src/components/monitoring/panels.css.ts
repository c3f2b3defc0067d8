import { style } from '@vanilla-extract/css';
import {
  bareList,
  flexColumn,
  gridColumns,
  insetTile,
  textArea as textBox,
} from '../../styles/recipes.ts';
import { vars } from '../../styles/theme.css.ts';

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
/** Pushes what follows it in the header to the right edge. */
export const headerEnd = style({ marginLeft: 'auto' });
export const logo = style({
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.md,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.accentSoft,
  color: vars.color.accent,
  flexShrink: 0,
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});
export const tagline = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const metrics = style({ ...gridColumns('repeat(3, 1fr)', vars.space.sm), margin: 0 });
export const metric = style({
  ...insetTile,
  padding: vars.space.sm,
  textAlign: 'center',
});
export const metricLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textFaint });
export const metricValue = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const episodes = style({ ...bareList, ...flexColumn(vars.space.xs) });
export const episode = style({
  ...gridColumns('1fr auto auto', vars.space.md),
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.md}`,
  ...insetTile,
  fontSize: vars.fontSize.sm,
});
export const episodeType = style({ fontWeight: vars.fontWeight.medium });
export const episodeDuration = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const quick = style(gridColumns('repeat(3, 1fr)', vars.space.sm));
export const textField = style(flexColumn(vars.space.xs));
export const textLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const textArea = style([textBox, { minHeight: '96px', font: 'inherit' }]);

export const modelBox = style({
  ...flexColumn(vars.space.sm),
  padding: vars.space.md,
  ...insetTile,
  border: `1px solid ${vars.color.border}`,
});

export const modelError = style(flexColumn(vars.space.sm));

/** The model-choice line under the model box; empty (no height, no gap) until it speaks. */
export const modelNotice = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  margin: 0,
  selectors: { '&:not(:empty)': { marginTop: vars.space.sm } },
});
export const modelOffer = style({ marginTop: vars.space.sm });
