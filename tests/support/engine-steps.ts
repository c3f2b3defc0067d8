// The engine stepped on synthetic frames (tests/support/posture-frames.ts) with fake time, for the
// facade's tests (core/posture/engine*.test.ts).
import { expect } from 'vitest';
import {
  createPostureEngine,
  type EngineSummary,
  type PostureEngine,
} from '../../core/posture/engine.ts';
import type { PoseFrame } from '../../core/posture/types.ts';
import { uprightFrame } from './posture-frames.ts';

const upright = uprightFrame();

/** Steps `frame` `count` times, `every` ms apart from `from`: the last summary and the next time. */
export function steps(
  engine: PostureEngine,
  frame: PoseFrame | null,
  from: number,
  count: number,
  every = 100,
) {
  let last: EngineSummary | null = null;
  for (let i = 0; i < count; i++) last = engine.step(frame, from + i * every) ?? last;
  return { last: last!, next: from + count * every };
}

/** Calibrates on the upright frame. The completing step is already analysed (one score update). */
export function calibrated(options: Parameters<typeof createPostureEngine>[0] = {}) {
  const engine = createPostureEngine(options);
  engine.startCalibration(0);
  const { last, next } = steps(engine, upright, 100, 101);
  expect(last.calibration.event).toBe('completed');
  return { engine, now: next, score: last.score };
}
