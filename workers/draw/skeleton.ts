// BlazePose's 33-point skeleton. Connections are MediaPipe's POSE_CONNECTIONS
// (mediapipe/python/solutions/pose_connections.py), the same pairs pose-detection's
// util.getAdjacentPairs('BlazePose') returns; copied so the draw worker does not load tfjs.
import type { DrawPoint } from '../../core/protocol/draw.ts';

// prettier-ignore
export const POSE_CONNECTIONS: readonly (readonly [number, number])[] = [
  [0, 1], [1, 2], [2, 3], [3, 7], [0, 4], [4, 5], [5, 6], [6, 8], [9, 10],
  [11, 12], [11, 13], [13, 15], [15, 17], [15, 19], [15, 21], [17, 19],
  [12, 14], [14, 16], [16, 18], [16, 20], [16, 22], [18, 20],
  [11, 23], [12, 24], [23, 24], [23, 25], [24, 26], [25, 27], [26, 28],
  [27, 29], [28, 30], [29, 31], [30, 32], [27, 31], [28, 32],
];

/** docs/product.md#monitoring-screen colours: connectors green, landmarks red. */
export const CONNECTOR_COLOR = '#00ff00';
export const LANDMARK_COLOR = '#ff0000';
/** Points below this score are off-screen or guessed; drawing them only adds noise. */
export const MIN_SCORE = 0.5;

type Ctx = OffscreenCanvasRenderingContext2D;

export function drawSkeleton(ctx: Ctx, points: DrawPoint[], minScore = MIN_SCORE): void {
  const shown = (i: number) => {
    const p = points[i];
    return p && p.score >= minScore ? p : null;
  };
  ctx.strokeStyle = CONNECTOR_COLOR;
  ctx.lineWidth = 2;
  ctx.beginPath();
  for (const [a, b] of POSE_CONNECTIONS) {
    const p = shown(a);
    const q = shown(b);
    if (!p || !q) continue;
    ctx.moveTo(p.x, p.y);
    ctx.lineTo(q.x, q.y);
  }
  ctx.stroke();
  ctx.fillStyle = LANDMARK_COLOR;
  for (let i = 0; i < points.length; i++) {
    const p = shown(i);
    if (!p) continue;
    ctx.beginPath();
    ctx.arc(p.x, p.y, 4, 0, Math.PI * 2);
    ctx.fill();
  }
}
