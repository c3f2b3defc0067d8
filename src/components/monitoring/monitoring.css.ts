import { style, styleVariants } from '@vanilla-extract/css';
import { badge, flexColumn, surfaceCard } from '../../styles/recipes.ts';
import { vars } from '../../styles/theme.css.ts';

// Shared furniture of the monitoring screen: panels, labels, tone colours.

export const panel = style([surfaceCard, { padding: vars.space.lg, ...flexColumn(vars.space.md) }]);

export const panelTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  margin: 0,
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const toneText = styleVariants({
  good: { color: vars.color.success },
  fair: { color: vars.color.warning },
  poor: { color: vars.color.danger },
  neutral: { color: vars.color.textMuted },
});

export const toneBg = styleVariants({
  good: { background: vars.color.successSoft, color: vars.color.success },
  fair: { background: vars.color.warningSoft, color: vars.color.warning },
  poor: { background: vars.color.dangerSoft, color: vars.color.danger },
  neutral: { background: vars.color.inactive, color: vars.color.textMuted },
});

/** Issue severity colours (docs/posture-rules.md#issues): high red, medium amber, low a calm yellow-grey. */
export const severity = styleVariants({
  high: { background: vars.color.dangerSoft, color: vars.color.danger },
  medium: { background: vars.color.warningSoft, color: vars.color.warning },
  low: { background: vars.color.accentSoft, color: vars.color.accent },
});

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  ...badge,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});
