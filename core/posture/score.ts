// Posture score, docs/posture-rules.md#score: starts at 100 (or a restored value), +0.1 per update without
// issues (max 100), -1 per update with issues (min 0). Rating bands, docs/posture-rules.md#score: 80 and above
// 'Excellent', 60 to 79 'Good', below 60 'Needs Improvement'.
import {
  RATING_EXCELLENT_FROM,
  RATING_GOOD_FROM,
  SCORE_GAIN,
  SCORE_LOSS,
  SCORE_MAX,
  SCORE_MIN,
  SCORE_START,
} from './constants.ts';
import type { Rating } from './types.ts';

export function initialScore(restored?: number): number {
  return restored !== undefined && Number.isFinite(restored) ? clampScore(restored) : SCORE_START;
}

export function clampScore(score: number): number {
  return Math.min(SCORE_MAX, Math.max(SCORE_MIN, score));
}

/**
 * One update. The result is rounded to 1/1000 so that repeated +0.1 steps do not drift in binary
 * floating point (100 clean updates from 90 give exactly 100).
 */
export function nextScore(score: number, hasIssues: boolean): number {
  const raw = hasIssues ? score - SCORE_LOSS : score + SCORE_GAIN;
  return clampScore(Math.round(raw * 1000) / 1000);
}

export function ratingFor(score: number): Rating {
  if (score >= RATING_EXCELLENT_FROM) return 'Excellent';
  if (score >= RATING_GOOD_FROM) return 'Good';
  return 'Needs Improvement';
}
