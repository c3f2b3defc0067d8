import { describe, expect, it } from 'vitest';
import {
  adviseModel,
  FRAME_INTERVAL_MS,
  initialModel,
  MIN_SAMPLES,
  SLOW_FACTOR,
} from './model-choice.ts';

const limit = FRAME_INTERVAL_MS * SLOW_FACTOR;
const frames = (n: number, ms: number) => Array.from({ length: n }, () => ms);

describe('adviseModel (adaptive model choice)', () => {
  it('keeps full where it keeps up with the frame interval', () => {
    expect(adviseModel('auto', 'full', frames(40, 144))).toEqual({ action: 'keep' });
    expect(adviseModel('auto', 'full', frames(40, limit))).toEqual({ action: 'keep' });
  });

  it('slows the pace with full (never a switch to lite) once a whole window is far over the interval, auto or full', () => {
    for (const setting of ['auto', 'full'] as const)
      expect(adviseModel(setting, 'full', frames(MIN_SAMPLES, 450))).toEqual({
        action: 'slow',
        medianMs: 450,
      });
  });

  it('waits for enough frames: a few slow first frames decide nothing', () => {
    expect(adviseModel('auto', 'full', frames(MIN_SAMPLES - 1, 3000))).toEqual({ action: 'keep' });
  });

  it('one slow frame, or a few, in a fast window does not switch', () => {
    const xs = [...frames(MIN_SAMPLES - 1, 120), 5000];
    expect(adviseModel('auto', 'full', xs)).toEqual({ action: 'keep' });
    // Median over the limit but only half the window slow: a burst, not this device.
    const half = [...frames(10, 110), ...frames(10, 900)];
    expect(adviseModel('auto', 'full', half)).toEqual({ action: 'keep' });
  });

  it('judges only the latest window: a slow start that has recovered keeps full', () => {
    const xs = [...frames(MIN_SAMPLES, 900), ...frames(MIN_SAMPLES, 130)];
    expect(adviseModel('auto', 'full', xs)).toEqual({ action: 'keep' });
  });

  it('has nothing to say when lite is in use or chosen', () => {
    expect(adviseModel('auto', 'lite', frames(40, 900))).toEqual({ action: 'keep' });
    expect(adviseModel('lite', 'full', frames(40, 900))).toEqual({ action: 'keep' });
  });

  it('ignores non-finite samples', () => {
    const xs = [...frames(MIN_SAMPLES - 1, 900), NaN];
    expect(adviseModel('auto', 'full', xs)).toEqual({ action: 'keep' });
  });

  it('auto starts with full, the spec model; only a chosen lite starts on lite', () => {
    expect(initialModel('auto')).toBe('full');
    expect(initialModel('full')).toBe('full');
    expect(initialModel('lite')).toBe('lite');
  });
});
