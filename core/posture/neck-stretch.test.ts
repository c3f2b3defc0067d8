// The neck-stretch cue (docs/posture-rules.md#neck-stretch) on the synthetic upright sitter.
import { describe, expect, it } from 'vitest';
import { uprightFrame } from '../../tests/support/posture-frames.ts';
import { baselineFromFrames } from './calibration-data.ts';
import { extractFeatures, type PostureFeatures } from './features.ts';
import {
  createStretchWindow,
  NECK_STRETCH_MAX_RISE,
  NECK_STRETCH_TOLERANCE,
  grownFaceIsLeanIn,
  neckStretch,
  stretchRatio,
} from './neck-stretch.ts';

const base = extractFeatures(uprightFrame());
const cal = baselineFromFrames([base], 0)!;
const w = cal.baselineShoulderWidth!;
const f = (patch: Partial<PostureFeatures>): PostureFeatures => ({ ...base, ...patch });
const longer = (k: number, patch: Partial<PostureFeatures> = {}) =>
  f({ neckToShoulderWidth: base.neckToShoulderWidth * k, ...patch });

describe('neck stretch', () => {
  it('reads the neck over the shoulder width growing against the baseline, as a log ratio', () => {
    expect(neckStretch(base, cal)).toBeCloseTo(0, 9);
    expect(neckStretch(longer(1.07), cal)).toBeCloseTo(Math.log(1.07), 9);
    // Fires above 1 at default sensitivity; a shorter neck is the neck sink's, not this cue's.
    expect(
      stretchRatio(neckStretch(longer(Math.exp(NECK_STRETCH_TOLERANCE * 1.1)), cal), 1),
    ).toBeGreaterThan(1);
    expect(
      stretchRatio(neckStretch(longer(Math.exp(NECK_STRETCH_TOLERANCE * 0.9)), cal), 1),
    ).toBeLessThan(1);
    expect(stretchRatio(neckStretch(longer(0.8), cal), 1)).toBe(0);
  });

  it('sitting up taller (shoulders risen) or coming nearer (face wider) is not sinking back', () => {
    const risen = longer(1.1, { chestY: base.chestY - (NECK_STRETCH_MAX_RISE + 0.01) * w });
    expect(neckStretch(risen, cal)).toBe(0);
    const sunk = longer(1.1, { chestY: base.chestY + 0.04 * w });
    expect(neckStretch(sunk, cal)).toBeCloseTo(Math.log(1.1), 9);
    const nearer = longer(1.1, { faceWidth: base.faceWidth * 1.1 });
    expect(neckStretch(nearer, cal)).toBeCloseTo(0, 9);
    const away = longer(1.1, { faceWidth: base.faceWidth * 0.95 });
    expect(neckStretch(away, cal)).toBeCloseTo(Math.log(1.1), 9);
  });

  it("a grown face is not taken off when the person's own slouch example grew it", () => {
    const nearer = longer(1.1, { faceWidth: base.faceWidth * 1.03 });
    // Their slouch brought the face nearer: that growth is part of their slouch.
    const grows = { ...cal, slouchExample: { stretch: 0.09, face: 0.025 } };
    expect(grownFaceIsLeanIn(grows)).toBe(false);
    expect(neckStretch(nearer, grows)).toBeCloseTo(Math.log(1.1), 9);
    // An example whose face stayed or went away, or grew by more than its neck stretched (a
    // lean-in explains that stretch), or none: a grown face is a lean-in, as before.
    for (const example of [
      { stretch: 0.09, face: -0.04 },
      { stretch: 0.09, face: 0 },
      { stretch: 0.04, face: 0.05 },
      undefined,
    ]) {
      const other = { ...cal, slouchExample: example };
      expect(grownFaceIsLeanIn(other)).toBe(true);
      expect(neckStretch(nearer, other)).toBeCloseTo(Math.log(1.1) - Math.log(1.03), 9);
    }
  });

  it('without the neck baseline (older calibrations) the cue is silent', () => {
    const old = { ...cal, baselineNeckToShoulderWidth: null };
    expect(neckStretch(longer(1.2), old)).toBeNaN();
    expect(stretchRatio(neckStretch(longer(1.2), old), 1)).toBe(0);
  });
});

describe('the stretch window', () => {
  it('is the mean of the stretches of the last NECK_STRETCH_WINDOW_MS, older ones dropped', () => {
    const win = createStretchWindow(1000);
    expect(win.push(0.1, 0)).toBeCloseTo(0.1, 12);
    expect(win.push(0, 500)).toBeCloseTo(0.05, 12);
    // At 1000 ms the first sample is a whole window old: gone.
    expect(win.push(0.02, 1000)).toBeCloseTo(0.01, 12);
    expect(win.push(0.04, 2600)).toBeCloseTo(0.04, 12);
  });

  it('skips frames without a stretch, is NaN when empty, and forgets everything on reset', () => {
    const win = createStretchWindow(1000);
    expect(win.push(NaN, 0)).toBeNaN();
    expect(win.push(0.08, 100)).toBeCloseTo(0.08, 12);
    expect(win.push(NaN, 200)).toBeCloseTo(0.08, 12);
    expect(win.push(NaN, 1200)).toBeNaN();
    win.push(0.08, 1300);
    win.reset();
    expect(win.push(0, 1400)).toBe(0);
  });

  it('starts again when the clock goes back', () => {
    const win = createStretchWindow(1000);
    win.push(0.1, 5000);
    expect(win.push(0, 100)).toBe(0);
    expect(win.push(0.02, 200)).toBeCloseTo(0.01, 12);
  });

  it('keeps an exact running mean over a long session at 10 Hz (compacts as it goes)', () => {
    const win = createStretchWindow();
    let mean = NaN;
    for (let i = 0; i < 5000; i++) mean = win.push(i % 2 ? 0.05 : 0.03, i * 100);
    expect(mean).toBeCloseTo(0.04, 9);
  });

  it('normalises a stretch like the other rules: above 1 fires, NaN or a shorter neck is 0', () => {
    expect(stretchRatio(NECK_STRETCH_TOLERANCE * 1.5, 1)).toBeCloseTo(1.5, 9);
    expect(stretchRatio(NECK_STRETCH_TOLERANCE, 2)).toBeCloseTo(0.5, 9);
    expect(stretchRatio(-0.2, 1)).toBe(0);
    expect(stretchRatio(NaN, 1)).toBe(0);
  });
});
