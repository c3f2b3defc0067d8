// A saved setup keeps the person's slouch example (core/posture/slouch-example.ts): the baseline the
// engine hands out passes the setups API schema with it, and loads back with the personal line.
import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { SetupBaseline } from '../core/api/schemas/setups.ts';
import {
  createPostureEngine,
  type EngineSummary,
  type PostureEngine,
} from '../core/posture/engine.ts';
import { HEAD, moved, uprightFrame } from './support/posture-frames.ts';
import type { PoseFrame } from '../core/posture/types.ts';

const upright = uprightFrame();
const sunkBack = moved(upright, HEAD, 0, -10);

function run(e: PostureEngine, frame: PoseFrame, from: number, ms: number) {
  let last: EngineSummary | null = null;
  for (let t = from; t < from + ms; t += 100) last = e.step(frame, t) ?? last;
  return { last: last!, next: from + ms };
}

function calibrated() {
  const e = createPostureEngine();
  e.startCalibration(0);
  const { next } = run(e, upright, 100, 10_100);
  return { e, now: next };
}

const slouching = (s: EngineSummary) => s.issues.some((i) => i.type === 'slouching');

describe('a setup with a slouch example', () => {
  it('a saved setup keeps the example: its baseline loads with the personal line and passes the setup schema', () => {
    const { e, now } = calibrated();
    run(e, sunkBack, now, 2_000);
    e.slouchingNow();
    const saved = JSON.parse(JSON.stringify(e.step(sunkBack, now + 3_000)!.calibration.data));
    expect(Value.Check(SetupBaseline, saved)).toBe(true);
    expect(Value.Check(SetupBaseline, { ...saved, slouchExample: { stretch: 'x' } })).toBe(false);
    expect(Value.Check(SetupBaseline, { ...saved, slouchExample: { elbow: 1 } })).toBe(false);
    const other = createPostureEngine();
    other.loadCalibration(saved, 'Laptop');
    const t = run(other, sunkBack, 0, 10_000);
    expect(slouching(t.last)).toBe(true);
    expect(t.last.calibration.setup).toBe('Laptop');
  });
});
