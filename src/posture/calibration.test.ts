import { describe, expect, it } from 'vitest';
import { calibrationProgress, createCalibration } from './calibration';
import { extractFeatures } from './features';
import { moved, uprightFrame } from './test-support';

const good = extractFeatures(uprightFrame());

/** Starts a calibration and feeds `ok` frames from t0 every `step` ms until `until` (inclusive). */
function run(until: number, step = 100, t0 = 1000) {
  const c = createCalibration();
  c.start(0);
  let event = null;
  for (let now = t0; now <= until; now += step) event = c.observe('ok', good, now);
  return { c, event };
}

describe('calibration progress (spec §4)', () => {
  it('rises 10% per second and is capped at 95', () => {
    expect(calibrationProgress(0)).toBe(0);
    expect(calibrationProgress(999)).toBe(9);
    expect(calibrationProgress(1000)).toBe(10);
    expect(calibrationProgress(9000)).toBe(90);
    expect(calibrationProgress(9499)).toBe(94);
    expect(calibrationProgress(9500)).toBe(95);
    expect(calibrationProgress(9999)).toBe(95);
  });
});

describe('calibration state machine (spec §4)', () => {
  it("is 'Not calibrated' at first and 'Calibrating...' while waiting for landmarks", () => {
    const c = createCalibration();
    expect(c.view(0)).toEqual({ status: 'Not calibrated', progress: 0, secondsRemaining: 0, data: null });
    c.start(0);
    expect(c.observe('No pose', null, 5000)).toBeNull();
    expect(c.view(5000)).toMatchObject({ status: 'Calibrating...', progress: 0, secondsRemaining: 10 });
  });

  it('starts the 10 s countdown on the first detected frame', () => {
    const { c } = run(1000 + 4000);
    expect(c.view(5000)).toMatchObject({ status: 'Calibrating...', progress: 40, secondsRemaining: 6 });
  });

  it('completes at 10 s exactly, not 1 ms before', () => {
    const early = run(1000 + 9999, 1);
    expect(early.event).toBeNull();
    expect(early.c.view(10_999)).toMatchObject({ status: 'Calibrating...', progress: 95, secondsRemaining: 1 });
    const done = run(1000 + 10_000);
    expect(done.event).toBe('completed');
    expect(done.c.data!.timestamp).toBe(11_000);
  });

  it('shows 100 for 2 s after completing, then resets the display', () => {
    const { c } = run(11_000);
    expect(c.view(11_000)).toMatchObject({ status: 'Calibrated', progress: 100 });
    expect(c.view(12_999).progress).toBe(100);
    expect(c.view(13_000).progress).toBe(0);
    expect(c.view(13_000).status).toBe('Calibrated');
  });

  it('keeps only the last 30 frames for the baseline', () => {
    const c = createCalibration();
    c.start(0);
    const slumped = extractFeatures(moved(uprightFrame(), ['leftEar', 'rightEar'], 0, 60));
    // 71 slumped frames, then the last 30 upright: the baseline must be the upright one
    let now = 0;
    for (let i = 0; i < 71; i++) c.observe('ok', slumped, (now += 100));
    let event = null;
    for (let i = 0; i < 30; i++) event = c.observe('ok', good, (now += 100));
    expect(event).toBe('completed');
    expect(c.data!.shoulderEarBaseline).toBeCloseTo(0.25, 12);
  });

  it('cancels when landmarks are lost mid-countdown, keeping the old calibration', () => {
    const first = run(11_000).c;
    const old = first.data;
    first.start(20_000);
    first.observe('ok', good, 20_100);
    expect(first.observe('Missing landmarks', null, 20_200)).toBe('cancelled');
    expect(first.view(20_200)).toMatchObject({ status: 'Calibrated', data: old });
    first.start(30_000);
    first.observe('ok', good, 30_100);
    expect(first.observe('No pose', null, 30_200)).toBe('cancelled');
  });

  it('skips low-confidence frames without cancelling', () => {
    const c = createCalibration();
    c.start(0);
    c.observe('ok', good, 100);
    expect(c.observe('Low confidence', null, 5000)).toBeNull();
    expect(c.observe('Low confidence', null, 10_100)).toBe('completed');
  });

  it('cancels when the baseline cannot be computed', () => {
    const c = createCalibration();
    c.start(0);
    expect(c.observe('ok', { ...good, shoulderEar: -1 }, 100)).toBeNull();
    expect(c.observe('ok', { ...good, shoulderEar: -1 }, 10_100)).toBe('cancelled');
    expect(c.view(10_100).status).toBe('Not calibrated');
  });

  it('cancel returns to idle; reset clears; a stored calibration can be loaded', () => {
    const c = createCalibration();
    c.start(0);
    c.cancel();
    expect(c.calibrating).toBe(false);
    expect(c.view(0).status).toBe('Not calibrated');
    const stored = run(11_000).c.data!;
    c.load(stored);
    expect(c.view(0)).toMatchObject({ status: 'Calibrated', data: stored });
    c.reset();
    expect(c.view(0)).toMatchObject({ status: 'Not calibrated', data: null });
  });
});
