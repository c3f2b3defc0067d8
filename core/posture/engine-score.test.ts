// The facade's score, alerts, episodes and windowed metrics on synthetic frames, with fake time
// passed to step() (engine.test.ts has the rest of the facade).
import { describe, expect, it } from 'vitest';
import { ISSUE_MESSAGES } from './messages.ts';
import { HEAD, moved, uprightFrame } from '../../tests/support/posture-frames.ts';
import { calibrated, steps } from '../../tests/support/engine-steps.ts';

const upright = uprightFrame();
/** Head 36 px lower: translation 0.3 neck heights (forward head) and ears at 70% (slouching). */
const slumped = moved(upright, HEAD, 0, 36);

describe('createPostureEngine', () => {
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
});
