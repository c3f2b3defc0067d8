import { describe, expect, it } from 'vitest';
import { calibrationProgress, createCalibration } from './calibration.ts';
import { extractFeatures } from './features.ts';
import { moved, uprightFrame } from '../../tests/support/posture-frames.ts';

const good = extractFeatures(uprightFrame());

/** Starts a calibration and feeds `ok` frames from t0 every `step` ms until `until` (inclusive). */
function run(until: number, step = 100, t0 = 1000) {
  const c = createCalibration();
  c.start(0);
  let event = null;
  for (let now = t0; now <= until; now += step) event = c.observe('ok', good, now);
  return { c, event };
}

describe('calibration progress', () => {
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

describe('calibration state machine', () => {
  it("is 'Not calibrated' at first and 'Calibrating...' while waiting for landmarks", () => {
    const c = createCalibration();
    expect(c.view(0)).toEqual({
      status: 'Not calibrated',
      progress: 0,
      secondsRemaining: 0,
      data: null,
      problem: null,
      setup: null,
    });
    c.start(0);
    expect(c.observe('No pose', null, 5000)).toBeNull();
    expect(c.view(5000)).toMatchObject({
      status: 'Calibrating...',
      progress: 0,
      secondsRemaining: 10,
    });
  });

  it('starts the 10 s countdown on the first detected frame', () => {
    const { c } = run(1000 + 4000);
    expect(c.view(5000)).toMatchObject({
      status: 'Calibrating...',
      progress: 40,
      secondsRemaining: 6,
    });
  });

  it('completes at 10 s exactly, not 1 ms before', () => {
    const early = run(1000 + 9999, 1);
    expect(early.event).toBeNull();
    expect(early.c.view(10_999)).toMatchObject({
      status: 'Calibrating...',
      progress: 95,
      secondsRemaining: 1,
    });
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

  it('pauses (never cancels) when the person is lost mid-countdown, and goes on where it stopped', () => {
    const c = createCalibration();
    c.start(0);
    c.observe('ok', good, 1000);
    c.observe('ok', good, 5000); // 4 s counted
    expect(c.observe('No pose', null, 5100)).toBe('paused');
    expect(c.calibrating).toBe(true);
    // Frozen while away: same progress and seconds 8 s later, and the reason is given.
    expect(c.view(13_000)).toMatchObject({
      status: 'Calibrating...',
      progress: 41,
      secondsRemaining: 6,
      problem: 'person-lost',
    });
    expect(c.observe('Missing landmarks', null, 13_000)).toBeNull();
    // Back at 14 s: the countdown resumes from 4.1 s and completes 5.9 s later, not before.
    expect(c.observe('ok', good, 14_000)).toBeNull();
    expect(c.view(14_000)).toMatchObject({ progress: 41, problem: null });
    expect(c.observe('ok', good, 19_899)).toBeNull();
    expect(c.observe('ok', good, 19_900)).toBe('completed');
    expect(c.view(19_900)).toMatchObject({ status: 'Calibrated', progress: 100, problem: null });
  });

  it('fails after 15 s with nobody in view, says why, and stays failed until Retry (start)', () => {
    const c = createCalibration();
    c.start(1000);
    expect(c.observe('No pose', null, 15_999, 0.4)).toBeNull();
    expect(c.observe('No pose', null, 16_000, 0.4)).toBe('failed');
    expect(c.view(16_000)).toMatchObject({
      status: 'Calibrating...',
      progress: 0,
      problem: 'no-person',
    });
    // A person appearing now does not start a countdown on its own: the user chooses Retry or Cancel.
    expect(c.observe('ok', good, 17_000)).toBeNull();
    expect(c.view(17_000).problem).toBe('no-person');
    c.start(20_000);
    expect(c.view(20_000)).toMatchObject({
      status: 'Calibrating...',
      progress: 0,
      secondsRemaining: 10,
      problem: null,
    });
    c.observe('ok', good, 20_100);
    expect(c.observe('ok', good, 30_100)).toBe('completed');
  });

  it("fails as 'too-dark' when the frames were dark; low-confidence frames are not a person", () => {
    const c = createCalibration();
    c.start(0);
    c.observe('Low confidence', null, 7_000, 0.02);
    expect(c.observe('No pose', null, 15_000, 0.03)).toBe('failed');
    expect(c.view(15_000).problem).toBe('too-dark');
  });

  it('a person gone for 15 s mid-countdown fails it; the old calibration is kept, cancel clears the failure', () => {
    const first = run(11_000).c;
    const old = first.data;
    first.start(20_000);
    first.observe('ok', good, 20_100);
    expect(first.observe('No pose', null, 21_000, 0.5)).toBe('paused');
    expect(first.observe('No pose', null, 35_999, 0.5)).toBeNull();
    expect(first.observe('No pose', null, 36_000, 0.5)).toBe('failed');
    expect(first.view(36_000)).toMatchObject({ problem: 'no-person', data: old });
    first.cancel();
    expect(first.view(36_000)).toMatchObject({ status: 'Calibrated', data: old, problem: null });
  });

  it('skips low-confidence frames without cancelling', () => {
    const c = createCalibration();
    c.start(0);
    c.observe('ok', good, 100);
    expect(c.observe('Low confidence', null, 5000)).toBeNull();
    expect(c.observe('Low confidence', null, 10_100)).toBe('completed');
  });

  it('fails when the baseline cannot be computed, and says so', () => {
    const c = createCalibration();
    c.start(0);
    expect(c.observe('ok', { ...good, shoulderEar: -1 }, 100)).toBeNull();
    expect(c.observe('ok', { ...good, shoulderEar: -1 }, 10_100)).toBe('failed');
    expect(c.view(10_100)).toMatchObject({ status: 'Calibrating...', problem: 'no-baseline' });
    c.cancel();
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
