import { globalStyle, style } from '@vanilla-extract/css';
import { contentColumn, flexColumn, gridColumns } from '../../styles/recipes.ts';
import { vars } from '../../styles/theme.css.ts';

export const page = style({
  ...contentColumn,
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxxl}`,
  ...flexColumn(vars.space.xl),
});

export const columns = style({
  ...gridColumns('minmax(0, 3fr) minmax(320px, 2fr)', vars.space.xl),
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: '1fr' } },
});

const side = { ...flexColumn(vars.space.lg), minWidth: 0 };
export const left = style(side);
export const right = style(side);

export const stage = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '4 / 3',
  background: vars.color.stage,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  display: 'grid',
  placeItems: 'center',
});

/** The pipeline's canvas fills the stage (640x480 scaled, same 4:3 ratio). */
export const canvasHost = style({ position: 'absolute', inset: 0, display: 'flex' });
// The draw bridge caps the canvas at 640 px inline; on this stage it should fill the 4:3 box.
globalStyle(`${canvasHost} > canvas`, {
  width: '100%',
  height: '100%',
  maxWidth: 'none !important',
  objectFit: 'contain',
});

export const footnote = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textFaint,
  display: 'flex',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
