import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

// Style fragments the *.css.ts files compose into their own classes (`style([fragment, {...}])` or a
// spread), so each repeated block is written once. They are plain objects: vanilla-extract merges
// them into the class that uses them, so the generated CSS (and the cascade) is what it was when each
// class spelled them out. A plain .ts file because it exports functions, which a .css.ts file cannot;
// only .css.ts files import it, so none of it reaches the bundle.

/** The keyboard focus outline; `focusRing` sets it 2px off the element. */
export const focusOutline: StyleRule = { outline: `2px solid ${vars.color.focus}` };
export const focusRing: StyleRule = { ...focusOutline, outlineOffset: '2px' };

/** A focused text control: the accent border and a soft accent halo. */
export const focusHalo: StyleRule = {
  borderColor: vars.color.accent,
  boxShadow: `0 0 0 3px ${vars.color.accentSoft}`,
};

/** A flex column, `gap` between its items. */
export const flexColumn = (gap: string): StyleRule => ({
  display: 'flex',
  flexDirection: 'column',
  gap,
});

/** A flex row, its items centred across and `gap` apart. */
export const flexRow = (gap: string): StyleRule => ({ display: 'flex', alignItems: 'center', gap });

/** A list without bullets or indent. */
export const bareList: StyleRule = { listStyle: 'none', margin: 0, padding: 0 };

/** Cards and panels: the surface colour, a hairline border, the large radius. */
export const surfaceCard: StyleRule = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
};

/** What floats over the page (menus, toasts, the posture alert): a bordered surface with a shadow. */
export const floatingSurface: StyleRule = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
};

/** A notice (toast, alert): a padded floating surface. */
export const floatingNotice: StyleRule = {
  padding: `${vars.space.md} ${vars.space.lg}`,
  ...floatingSurface,
};

/** A labelled control's column (label, control, messages), full width. */
export const fieldColumn: StyleRule = { ...flexColumn(vars.space.xs), width: '100%' };

/** The line over a bar or slider: its label and its value at either end, small type. */
export const labelRow: StyleRule = {
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
};

/** A bar's empty track: pill ends, the inactive colour. */
export const progressTrack: StyleRule = {
  borderRadius: vars.radius.pill,
  background: vars.color.inactive,
};

/** A small pill (badges, chips): tight padding, pill ends, the smallest type. */
export const badge: StyleRule = {
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
};

/** A text box's frame; the caller sets its height, padding and type. */
export const textInput: StyleRule = {
  width: '100%',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.bgElevated,
  color: vars.color.text,
  outline: 'none',
};

/** A multi-line text box that grows down, with the halo when focused. */
export const textArea: StyleRule = {
  ...textInput,
  padding: vars.space.md,
  resize: 'vertical',
  selectors: { '&[data-focused]': focusHalo },
};

/** An icon-only close button: no chrome, muted until hovered. */
export const closeButton: StyleRule = {
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  fontSize: vars.fontSize.lg,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': focusOutline,
  },
};

/** A grid of `columns` (a grid-template-columns value), `gap` apart. */
export const gridColumns = (columns: string, gap: string): StyleRule => ({
  display: 'grid',
  gridTemplateColumns: columns,
  gap,
});

/** A tile inside a panel (a metric, an episode): the raised background, the medium radius. */
export const insetTile: StyleRule = {
  background: vars.color.bgElevated,
  borderRadius: vars.radius.md,
};

/** The page's centred column, as wide as the content allows. */
export const contentColumn: StyleRule = {
  width: '100%',
  maxWidth: vars.width.content,
  margin: '0 auto',
};

/** Keyframes that fade an element in from `transform` to where it sits. */
export const enterFrom = (transform: string) => ({
  from: { opacity: 0, transform },
  to: { opacity: 1, transform: 'none' },
});

/** How a notice comes in: `name` is its keyframes (made with enterFrom), over the normal duration. */
export const enterAnimation = (name: string) => `${name} ${vars.duration.normal} ease-out`;

/**
 * A notice card that takes clicks over a region that does not (toasts, the posture alert): a row
 * of icon or text and a close button on the floating surface, coming in with `enter` (keyframes
 * made with enterFrom).
 */
export const noticeCard = (enter: string): StyleRule => ({
  ...flexRow(vars.space.md),
  ...floatingNotice,
  animation: enterAnimation(enter),
  pointerEvents: 'auto',
});

/** A notice's coloured left edge (toasts, the posture alert, the update notice): its kind at a glance. */
export const noticeEdge = (color: string): StyleRule => ({ borderLeft: `4px solid ${color}` });
