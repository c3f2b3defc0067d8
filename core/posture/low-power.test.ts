import { describe, expect, it } from 'vitest';
import { LOW_POWER_AFTER_MS, LOW_POWER_INTERVAL_MS, LOW_POWER_POSITION_BAND } from './constants.ts';
import { createLowPowerPacer, withinBand, type SteadyFeatures } from './low-power.ts';

const f: SteadyFeatures = {
  headX: 0.5,
  headY: 0.3,
  chestX: 0.5,
  chestY: 0.6,
  shoulderEar: 0.3,
  faceWidth: 0.15,
};

describe('low-power pacer', () => {
  it('turns on after 30 s of good, steady posture, not before', () => {
    const p = createLowPowerPacer();
    for (let now = 0; now < LOW_POWER_AFTER_MS; now += 100)
      expect(p.update(true, f, now)).toBe(false);
    expect(p.intervalMs).toBe(0);
    expect(p.update(true, { ...f, headX: f.headX + 0.01 }, LOW_POWER_AFTER_MS)).toBe(true);
    expect(p.intervalMs).toBe(LOW_POWER_INTERVAL_MS);
    expect(LOW_POWER_INTERVAL_MS).toBe(500);
  });

  it('any flag brings the full rate back at once and the 30 s start again', () => {
    const p = createLowPowerPacer();
    p.update(true, f, 0);
    expect(p.update(true, f, LOW_POWER_AFTER_MS)).toBe(true);
    expect(p.update(false, f, LOW_POWER_AFTER_MS + 500)).toBe(false);
    expect(p.intervalMs).toBe(0);
    expect(p.update(true, f, LOW_POWER_AFTER_MS + 600)).toBe(false);
    expect(p.update(true, f, 2 * LOW_POWER_AFTER_MS + 500)).toBe(false);
    expect(p.update(true, f, 2 * LOW_POWER_AFTER_MS + 600)).toBe(true);
    // Not judged (nobody, not calibrated): no features, full rate.
    expect(p.update(true, null, 2 * LOW_POWER_AFTER_MS + 700)).toBe(false);
  });

  it('the first change in features beyond the band brings the full rate back', () => {
    const p = createLowPowerPacer();
    p.update(true, f, 0);
    expect(p.update(true, f, LOW_POWER_AFTER_MS)).toBe(true);
    const moved = { ...f, headY: f.headY + LOW_POWER_POSITION_BAND * 1.01 };
    expect(p.update(true, moved, LOW_POWER_AFTER_MS + 500)).toBe(false);
    // Steady again at the new place: another 30 s from there.
    expect(p.update(true, moved, 2 * LOW_POWER_AFTER_MS + 499)).toBe(false);
    expect(p.update(true, moved, 2 * LOW_POWER_AFTER_MS + 500)).toBe(true);
  });

  it('the band: positions by frame fraction, heights and widths relative', () => {
    expect(withinBand({ ...f, chestX: f.chestX + 0.029 }, f)).toBe(true);
    expect(withinBand({ ...f, chestX: f.chestX + 0.031 }, f)).toBe(false);
    expect(withinBand({ ...f, shoulderEar: f.shoulderEar * 1.05 }, f)).toBe(true);
    expect(withinBand({ ...f, shoulderEar: f.shoulderEar * 0.93 }, f)).toBe(false);
    expect(withinBand({ ...f, faceWidth: f.faceWidth * 1.07 }, f)).toBe(false);
    expect(withinBand({ ...f, faceWidth: NaN }, f)).toBe(true);
  });

  it("'off' never goes low, and turning it off leaves low power at once", () => {
    const off = createLowPowerPacer('off');
    off.update(true, f, 0);
    expect(off.update(true, f, 10 * LOW_POWER_AFTER_MS)).toBe(false);
    const p = createLowPowerPacer();
    p.update(true, f, 0);
    expect(p.update(true, f, LOW_POWER_AFTER_MS)).toBe(true);
    p.setMode('off');
    expect(p.low).toBe(false);
    expect(p.intervalMs).toBe(0);
  });
});
