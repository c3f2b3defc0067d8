// The calibration's spread per cue (cue-spread.ts): robust SD of each cue's deviation over the kept frames.
import { describe, expect, it } from 'vitest';
import { baselineFromFrames } from './calibration-data.ts';
import { cueSpread, cueValues } from './cue-spread.ts';
import { extractFeatures } from './features.ts';
import { HEAD, moved, uprightFrame } from '../../tests/support/posture-frames.ts';

const frames = [0, 1, -1, 2, -2, 0, 30].map((dy) =>
  extractFeatures(moved(uprightFrame(), HEAD, 0, dy)),
);
const cal = baselineFromFrames(frames, 0)!;

describe('cueSpread', () => {
  it('is 0 for a sitter who does not move, and for fewer than 3 frames', () => {
    const still = [1, 2, 3].map(() => extractFeatures(uprightFrame()));
    const base = baselineFromFrames(still, 0)!;
    expect(Object.values(cueSpread(still, base))).toEqual([0, 0, 0, 0, 0]);
    expect(cueSpread(frames.slice(0, 2), cal).drop).toBe(0);
  });

  it('is 1.4826 x the median absolute deviation: one wild frame (a 30 px nod) does not widen it', () => {
    const drops = frames.map((f) => cueValues(f, cal).drop);
    // dy 0, +-1, +-2: the median absolute deviation is 1 px of drop.
    const onePx = Math.abs(drops[1]! - drops[0]!);
    expect(cueSpread(frames, cal).drop).toBeCloseTo(1.4826 * onePx, 5);
    expect(cueSpread(frames, cal).drop).toBeLessThan(Math.abs(drops[6]!) / 10);
  });

  it('a calibrated engine stores it in the baseline (calibration.ts)', async () => {
    const { createPostureEngine } = await import('./engine.ts');
    const e = createPostureEngine();
    e.startCalibration(0);
    let data = null;
    for (let t = 100; t <= 10_200; t += 100) {
      const dy = [0, 1, -1, 2, -2][(t / 100) % 5]!;
      data = e.step(moved(uprightFrame(), HEAD, 0, dy), t)?.calibration.data ?? data;
    }
    expect(data?.spread?.drop).toBeGreaterThan(0);
    expect(Object.keys(data!.spread!).sort()).toEqual([
      'drop',
      'face',
      'shrink',
      'sink',
      'stretch',
    ]);
  });
});
