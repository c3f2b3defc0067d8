// 'Check my calibration' over the camera (docs/posture-rules.md#slouch-example): each guide is a
// horizontal line at an ear height, placed from the latest overlay's shoulders, so it moves with
// the person as the calibration's own numbers do. A few strokes per drawn frame: no cost the draw
// worker's 15 fps budget notices (bench and e2e compare frames drawn with the panel open and shut).
import type { DrawGuide, DrawPoint } from '../../core/protocol/draw.ts';
import { MIN_SCORE } from './skeleton.ts';

/** Where the ears were at calibration, and where a cue flags: colours no video or skeleton uses. */
export const BASELINE_COLOR = '#00ffff';
export const LINE_COLOR = '#ffff00';
/** A label's height, and how far along the line the next label goes when they would overlap. */
const LABEL_HEIGHT = 18;
const LABEL_SLOT = 200;
/** BlazePose's shoulders (left, right). */
const SHOULDERS = [11, 12] as const;

type Ctx = OffscreenCanvasRenderingContext2D;

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A guide's height in canvas pixels, or null when the shoulders it hangs from are not seen. */
export function guideY(
  g: DrawGuide,
  overlay: readonly DrawPoint[] | null,
  box: Box,
): number | null {
  if (!Number.isFinite(g.value)) return null;
  if (g.anchor === 'frame') return box.y + g.value * box.h;
  const [l, r] = SHOULDERS.map((i) => overlay?.[i]);
  if (!l || !r || l.score < MIN_SCORE || r.score < MIN_SCORE) return null;
  const midY = (l.y + r.y) / 2;
  if (g.anchor === 'above-shoulders') return midY - g.value * box.h;
  return midY - g.value * Math.hypot(l.x - r.x, l.y - r.y);
}

/**
 * Draws the guides across the frame's box (baselines solid, lines dashed, integer rows so the
 * colours stay exact) and returns where each went; a guide off the frame or unplaced is skipped.
 */
export function drawGuides(
  ctx: Ctx,
  guides: readonly DrawGuide[],
  overlay: readonly DrawPoint[] | null,
  box: Box,
): { kind: DrawGuide['kind']; y: number }[] {
  const drawn: { kind: DrawGuide['kind']; y: number }[] = [];
  /** The labels painted so far: their height and slot along the line. */
  const labels: { y: number; slot: number }[] = [];
  ctx.save();
  ctx.lineWidth = 2;
  ctx.font = '13px system-ui, sans-serif';
  ctx.textAlign = 'left';
  ctx.textBaseline = 'bottom';
  for (const g of guides) {
    const at = guideY(g, overlay, box);
    if (at === null || at < box.y || at > box.y + box.h) continue;
    const y = Math.round(at);
    const color = g.kind === 'baseline' ? BASELINE_COLOR : LINE_COLOR;
    ctx.strokeStyle = color;
    ctx.setLineDash(g.kind === 'baseline' ? [] : [10, 6]);
    ctx.beginPath();
    ctx.moveTo(box.x, y);
    ctx.lineTo(box.x + box.w, y);
    ctx.stroke();
    if (g.label) {
      // Lines a few pixels apart would print their labels over each other: the next slot along.
      const near = new Set(
        labels.filter((l) => Math.abs(l.y - y) < LABEL_HEIGHT).map((l) => l.slot),
      );
      let slot = 0;
      while (near.has(slot)) slot++;
      labels.push({ y, slot });
      ctx.fillStyle = color;
      ctx.fillText(g.label, box.x + 6 + slot * LABEL_SLOT, y - 3);
    }
    drawn.push({ kind: g.kind, y });
  }
  ctx.restore();
  return drawn;
}
