// Small plane/space helpers shared by the feature extractor.
import type { Landmark } from './types.ts';

export const RAD_TO_DEG = 180 / Math.PI;

export function midpoint(a: Landmark, b: Landmark): Landmark {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, z: ((a.z ?? NaN) + (b.z ?? NaN)) / 2 };
}

export function distance2D(a: Landmark, b: Landmark): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/**
 * Angle of the line a->b against the horizontal, folded into [-90, 90] degrees so that a mirrored
 * image (selfie view) gives the same magnitude.
 */
export function lineAngleDeg(a: Landmark, b: Landmark): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  if (dx === 0) return dy === 0 ? 0 : 90 * Math.sign(dy);
  return Math.atan(dy / dx) * RAD_TO_DEG;
}

export function median(values: number[]): number {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  const n = finite.length;
  if (n === 0) return NaN;
  const mid = n >> 1;
  return n % 2 === 1 ? finite[mid]! : (finite[mid - 1]! + finite[mid]!) / 2;
}

export function clamp(value: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, value));
}
