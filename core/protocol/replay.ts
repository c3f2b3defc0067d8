// The recorded-landmark pose source's data (workers/pose/replay-source.ts): e2e builds only
// (`vite build --mode e2e`, docs/testing.md#replay). One entry per picture a test clip shows: a
// tiny grey thumbnail of the 640x480 frame the fake camera delivers, and the landmarks real
// BlazePose found in it (tests/fixtures/accuracy caches), or null where it found nobody.
import type { DetectedPose } from '../posture/from-pose-detection.ts';

/** Thumbnail size: the frame is box-averaged into THUMB_W x THUMB_H grey cells. */
export const THUMB_W = 16;
export const THUMB_H = 12;

export interface ReplayEntry {
  /** Where the picture came from (a still's file, or clip@seconds), for the test's log. */
  file: string;
  /** THUMB_W * THUMB_H grey values, zero mean and unit spread (normalizeThumb). */
  thumb: number[];
  /** Index into the pack's poses (a clip's frames share the pose of the nearest sample). */
  pose: number;
}

export interface ReplayPack {
  name: string;
  /** In the 640x480 frame's pixels; null: BlazePose found nobody. */
  poses: (DetectedPose | null)[];
  entries: ReplayEntry[];
}

/** Grey levels: a picture whose cells spread less than this is flat (an empty grey wall). */
const FLAT_SD = 2;

/**
 * Zero mean, unit spread: the camera's decoder and colour range move every cell alike. A flat
 * picture is all zeros (scaling its decoding noise up would make it match nothing, not even itself).
 */
export function normalizeThumb(cells: ArrayLike<number>): number[] {
  const n = cells.length;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += cells[i]! / n;
  let sq = 0;
  for (let i = 0; i < n; i++) sq += (cells[i]! - mean) ** 2;
  const sd = Math.sqrt(sq / n);
  if (!(sd >= FLAT_SD)) return Array.from({ length: n }, () => 0);
  return Array.from({ length: n }, (_, i) => (cells[i]! - mean) / sd);
}

/** Box-averages a grey image (row-major, width x height) into THUMB_W x THUMB_H cells. */
export function boxThumb(grey: ArrayLike<number>, width: number, height: number): number[] {
  const sums = new Float64Array(THUMB_W * THUMB_H);
  const counts = new Float64Array(THUMB_W * THUMB_H);
  for (let y = 0; y < height; y++) {
    const row = Math.min(THUMB_H - 1, Math.floor((y * THUMB_H) / height)) * THUMB_W;
    for (let x = 0; x < width; x++) {
      const cell = row + Math.min(THUMB_W - 1, Math.floor((x * THUMB_W) / width));
      sums[cell]! += grey[y * width + x]!;
      counts[cell]! += 1;
    }
  }
  return normalizeThumb(Array.from(sums, (s, i) => s / (counts[i] || 1)));
}

/** The entry whose thumbnail is nearest (sum of squared differences), and that distance per cell. */
export function nearestEntry(
  pack: ReplayPack,
  thumb: readonly number[],
): { entry: ReplayEntry; distance: number } | null {
  let best: ReplayEntry | null = null;
  let bestD = Infinity;
  for (const e of pack.entries) {
    let d = 0;
    for (let i = 0; i < thumb.length && d < bestD; i++) d += (e.thumb[i]! - thumb[i]!) ** 2;
    if (d < bestD) {
      bestD = d;
      best = e;
    }
  }
  return best ? { entry: best, distance: bestD / thumb.length } : null;
}
