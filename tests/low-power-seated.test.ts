// Low-power mode (docs/posture-rules.md#low-power) in the engine on the REAL seated landmarks
// (tests/fixtures/seated): a good still held steady turns low power on after 30 s and not before;
// the first slouched frame turns it off in the same step; the 'Off' setting never turns it on.
// Timing ratios: bench/low-power.bench.ts.
import { describe, expect, it } from 'vitest';
import { LOW_POWER_AFTER_MS } from '../core/posture/constants.ts';
import { createPostureEngine } from '../core/posture/engine.ts';
import type { LowPowerMode } from '../core/posture/low-power.ts';
import { loadSeatedStills } from './seated-fixture.ts';

const stills = loadSeatedStills();
const good = stills.filter((s) => s.label === 'good').map((s) => s.frame!);
const slouched = stills.filter((s) => s.label === 'slouched').map((s) => s.frame!);

function calibrated(lowPower: LowPowerMode) {
  const engine = createPostureEngine({ settings: { lowPower } });
  let now = 0;
  let calibratedAt = NaN;
  engine.startCalibration(now);
  for (let i = 0; i < 120; i++) {
    const s = engine.step({ ...good[i % good.length]!, timestamp: (now += 100) }, now);
    if (s?.calibration.event === 'completed') calibratedAt = now;
  }
  return { engine, now, calibratedAt };
}

describe('low power on real seated landmarks', () => {
  it.each(good.map((_, i) => i))(
    'good still %i: on after 30 s steady, off at the first slouch',
    (i) => {
      const { engine, now: start, calibratedAt } = calibrated('auto');
      let now = start;
      expect(calibratedAt).toBeLessThan(start);
      let firstLow: number | null = null;
      for (let t = 100; t <= 40_000; t += 100) {
        const s = engine.step({ ...good[i]!, timestamp: now + t }, now + t)!;
        if (s.lowPower && firstLow === null) firstLow = now + t;
      }
      // Never sooner than 30 s after calibration (nothing is judged before), and within 2 s of 30 s
      // on the one still (the smoothed features settle after the calibration's round robin).
      expect(firstLow! - calibratedAt).toBeGreaterThanOrEqual(LOW_POWER_AFTER_MS);
      expect(firstLow! - start).toBeLessThanOrEqual(2_000 + LOW_POWER_AFTER_MS);
      now += 40_000;
      const s = engine.step({ ...slouched[0]!, timestamp: now + 500 }, now + 500)!;
      expect(s.lowPower).toBe(false);
    },
  );

  it("'Off' never goes low on a good still", () => {
    const { engine, now } = calibrated('off');
    let any = false;
    for (let t = 100; t <= 60_000; t += 100)
      any ||= engine.step({ ...good[0]!, timestamp: now + t }, now + t)!.lowPower;
    expect(any).toBe(false);
  });

  it('is off before calibration, whatever the posture', () => {
    const engine = createPostureEngine();
    let any = false;
    for (let t = 100; t <= 60_000; t += 100)
      any ||= engine.step({ ...good[0]!, timestamp: t }, t)!.lowPower;
    expect(any).toBe(false);
  });
});
