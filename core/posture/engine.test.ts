// The facade end to end on synthetic frames, with fake time passed to step().
import { describe, expect, it } from 'vitest';
import { createPostureEngine } from './engine.ts';
import { HEAD, moved, uprightFrame } from '../../tests/support/posture-frames.ts';
import { calibrated, steps } from '../../tests/support/engine-steps.ts';

const upright = uprightFrame();
/** Head 36 px lower: translation 0.3 neck heights (forward head) and ears at 70% (slouching). */
const slumped = moved(upright, HEAD, 0, 36);
/** Head 5 px lower: neck sink 0.083 (neck-sink.ts), clean at sensitivity 5, over 0.05 at 10. */
const mild = moved(upright, HEAD, 0, 5);

describe('createPostureEngine', () => {
  it('analyses at most once per 100 ms (null when skipped)', () => {
    const e = createPostureEngine();
    expect(e.step(upright, 1000)).not.toBeNull();
    expect(e.step(upright, 1099)).toBeNull();
    expect(e.step(null, 1099)).toBeNull();
    expect(e.step(upright, 1100)).not.toBeNull();
  });

  it('asks for calibration first and leaves score, episodes and alerts alone', () => {
    const e = createPostureEngine();
    const { last } = steps(e, slumped, 0, 50);
    expect(last).toMatchObject({
      poseStatus: 'Detected',
      gate: 'ok',
      issues: [],
      message: 'Please calibrate your posture first',
      score: 100,
      rating: 'Excellent',
      alert: null,
      calibration: { status: 'Not calibrated', progress: 0, data: null },
    });
  });

  it('calibrates over 10 s from the first detected frame', () => {
    const e = createPostureEngine();
    e.startCalibration(0);
    expect(e.step(null, 0)!.calibration).toMatchObject({
      status: 'Calibrating...',
      progress: 0,
      secondsRemaining: 10,
    });
    expect(e.step(upright, 500)!.calibration).toMatchObject({
      status: 'Calibrating...',
      progress: 0,
    });
    expect(e.step(upright, 5500)!.calibration).toMatchObject({ progress: 50, secondsRemaining: 5 });
    const done = e.step(upright, 10_500)!;
    expect(done.calibration).toMatchObject({
      status: 'Calibrated',
      progress: 100,
      event: 'completed',
      secondsRemaining: 0,
    });
    expect(done.calibration.data!.timestamp).toBe(10_500);
    expect(done.message).toBe('Excellent posture detected!');
    expect(e.step(upright, 12_600)!.calibration).toMatchObject({ progress: 0, event: null });
  });

  it('pauses calibration when the landmarks disappear; 15 s of dark frames fail it as too dark', () => {
    const e = createPostureEngine();
    e.startCalibration(0);
    expect(e.calibrating).toBe(true);
    e.step(upright, 100);
    expect(e.step(null, 200)!.calibration).toMatchObject({
      status: 'Calibrating...',
      event: 'paused',
      problem: 'person-lost',
    });
    expect(e.step(null, 15_200, 0.01)!.calibration).toMatchObject({
      status: 'Calibrating...',
      event: 'failed',
      problem: 'too-dark',
    });
    e.cancelCalibration();
    expect(e.calibrating).toBe(false);
  });

  it('reports the gate without touching the score', () => {
    const { engine, now } = calibrated();
    const none = engine.step(null, now)!;
    expect(none).toMatchObject({
      poseStatus: 'Not detected',
      gate: 'No pose',
      message: 'No pose detected',
      score: 100,
    });
    const noNose = {
      ...upright,
      landmarks: upright.landmarks.map((p, i) => (i === 0 ? { ...p, x: NaN } : p)),
    };
    expect(engine.step(noNose, now + 100)).toMatchObject({
      poseStatus: 'Detected',
      gate: 'Missing landmarks',
      missing: ['nose'],
      message: 'Missing landmarks: nose',
    });
  });

  it('applies settings live: sensitivity 10 flags what 5 lets pass', () => {
    const { engine, now } = calibrated();
    expect(steps(engine, mild, now, 5).last.issues).toEqual([]);
    engine.setSettings({ sensitivity: 10 });
    expect(engine.getSettings().sensitivity).toBe(10);
    const flagged = steps(engine, mild, now + 500, 5)
      .last.issues.map((i) => i.type)
      .sort();
    expect(flagged).toEqual(['slouching']);
  });

  it('restores a score and a stored calibration; resetCalibration forgets it', () => {
    const { engine } = calibrated();
    const data = engine.step(upright, 99_000)!.calibration.data!;
    const restored = createPostureEngine({ initialScore: 42, calibration: data });
    const s = restored.step(upright, 0)!;
    expect(s).toMatchObject({
      score: 42.1,
      rating: 'Needs Improvement',
      calibration: { status: 'Calibrated' },
    });
    restored.resetCalibration();
    expect(restored.step(upright, 100)!.message).toBe('Please calibrate your posture first');
    restored.loadCalibration(data);
    expect(restored.step(upright, 200)!.message).toBe('Excellent posture detected!');
  });

  it('returns plain data (survives a JSON round trip unchanged)', () => {
    const { engine, now } = calibrated();
    const s = steps(engine, slumped, now, 40).last;
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});
