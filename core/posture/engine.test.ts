// The facade end to end on synthetic frames, with fake time passed to step().
import { describe, expect, it } from 'vitest';
import { createPostureEngine, type EngineSummary, type PostureEngine } from './engine.ts';
import { ISSUE_MESSAGES } from './messages.ts';
import { HEAD, moved, uprightFrame } from '../../tests/support/posture-frames.ts';
import type { PoseFrame } from './types.ts';

const upright = uprightFrame();
/** Head 36 px lower: translation 0.3 neck heights (forward head) and ears at 70% (slouching). */
const slumped = moved(upright, HEAD, 0, 36);
/** Head 5 px lower: neck sink 0.083 (neck-sink.ts), clean at sensitivity 5, over 0.05 at 10. */
const mild = moved(upright, HEAD, 0, 5);

function steps(
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
function calibrated(options: Parameters<typeof createPostureEngine>[0] = {}) {
  const engine = createPostureEngine(options);
  engine.startCalibration(0);
  const { last, next } = steps(engine, upright, 100, 101);
  expect(last.calibration.event).toBe('completed');
  return { engine, now: next, score: last.score };
}

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

  it('praises good posture; the score gains 0.1 per clean update', () => {
    const { engine, now, score } = calibrated({ initialScore: 90 });
    expect(score).toBe(90.1);
    const { last } = steps(engine, upright, now, 10);
    expect(last).toMatchObject({
      issues: [],
      message: 'Excellent posture detected!',
      rating: 'Excellent',
    });
    expect(last.score).toBe(91.1);
  });

  it('flags slumped posture once EMA and 3 agreeing frames allow, -1 per update, alerts per alertFrequency', () => {
    const { engine, now } = calibrated();
    // EMA (alpha 0.3) puts the smoothed neck sink (neck-sink.ts) past its tolerance from the 1st
    // frame and the head drop past the forward-head threshold from the 2nd, so the 3-frame
    // consistency rule turns slouching on at the 3rd frame and forward head at the 4th.
    const first = steps(engine, slumped, now, 2);
    expect(first.last.issues).toEqual([]);
    expect(first.last.score).toBe(100);
    const onset = engine.step(slumped, first.next)!;
    expect(onset.issues.map((i) => i.type)).toEqual(['slouching']);
    expect(onset.alert).toEqual({ kind: 'posture', message: onset.issues[0]!.message });
    expect(onset.alertCount).toBe(1);
    expect(onset.score).toBe(99);
    const third = engine.step(slumped, first.next + 100)!;
    expect(third.issues.map((i) => i.type).sort()).toEqual(['forwardHead', 'slouching']);
    expect(third.message).toBe(third.issues[0]!.message);
    expect(Object.values(ISSUE_MESSAGES)).toContain(third.message);
    // next alert only after 15000 ms
    expect(third.alert).toBeNull();
    expect(third.alertCount).toBe(1);
    expect(third.score).toBe(98);
    const during = steps(engine, slumped, first.next + 200, 148);
    expect(during.last.score).toBe(0); // clamped at 0
    expect(during.last.alert).toBeNull();
    expect(during.last.alertCount).toBe(1);
    const again = engine.step(slumped, first.next + 15_000)!;
    expect(again.alert).not.toBeNull();
    expect(again.alertCount).toBe(2);
    expect(again.score).toBe(0);
    expect(again.rating).toBe('Needs Improvement');
  });

  it('opens an episode after 3000 ms of poor posture and a score episode after a sharp drop', () => {
    const { engine, now } = calibrated();
    // poor posture from the 3rd frame (now + 200): the episode opens 3000 ms later
    const before = steps(engine, slumped, now, 32);
    expect(before.last.analytics.currentEpisode).toBeNull();
    expect(before.last.scoreEpisode).toMatchObject({ type: 'score' });
    const opened = engine.step(slumped, before.next)!;
    expect(opened.analytics.currentEpisode).toMatchObject({ startTime: now + 200, duration: 3000 });
    expect(['forwardHead', 'slouching']).toContain(opened.analytics.currentEpisode!.type);
    // the EMA needs a few frames to clear the issues; the episode ends on the first clean one
    let back = engine.step(upright, before.next + 100)!;
    for (let t = before.next + 200; back.issues.length > 0; t += 100)
      back = engine.step(upright, t)!;
    expect(back.analytics).toMatchObject({ currentEpisode: null, totalEpisodes: 1 });
    expect(back.analytics.episodes[0]!.endTime).toBe(back.timestamp);
    expect(back.analytics.totalTimeInPoorPosture).toBe(back.timestamp - (now + 200));
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

  it('windowed metrics appear at 300 analysed updates; resetScore and resetAnalytics clear', () => {
    const { engine, now } = calibrated();
    expect(steps(engine, upright, now, 298).last.metrics).toBeNull(); // 299 updates
    const at300 = engine.step(upright, now + 29_800)!;
    expect(at300.metrics).toEqual({ mean: 100, min: 100, max: 100, sampleCount: 300 });
    steps(engine, slumped, now + 30_000, 40);
    const recovered = steps(engine, upright, now + 34_000, 20).last; // EMA back to upright
    expect(recovered.issues).toEqual([]);
    expect(recovered.analytics.totalEpisodes).toBe(1);
    expect(recovered.alertCount).toBe(1);
    engine.resetScore();
    engine.resetAnalytics();
    const after = engine.step(upright, now + 36_000)!;
    expect(after).toMatchObject({ score: 100, alertCount: 0 });
    expect(after.metrics).toBeNull();
    expect(after.analytics).toEqual({
      episodes: [],
      currentEpisode: null,
      totalEpisodes: 0,
      totalTimeInPoorPosture: 0,
    });
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
