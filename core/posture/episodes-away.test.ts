// Away time is counted once (docs/posture-rules.md#away-and-back): an open episode ends when the
// person leaves, dated when they were last seen, and the time away is never poor posture. Fake time
// passed in.
import { describe, expect, it } from 'vitest';
import { HEAD, moved, uprightFrame } from '../../tests/support/posture-frames.ts';
import { createPostureEngine, type EngineSummary, type PostureEngine } from './engine.ts';
import { AWAY_AFTER_MS, createEpisodeTracker } from './episodes.ts';
import type { PoseFrame, PostureIssue } from './types.ts';

const slouch: PostureIssue = { type: 'slouching', severity: 1.2, message: 'slouch', value: 1.2 };

describe('episodes when the person leaves', () => {
  it('an open episode ends when the person left, not when they come back', () => {
    const e = createEpisodeTracker();
    for (let t = 0; t <= 10_000; t += 500) e.update([slouch], t);
    for (let t = 10_500; t <= 10_000 + AWAY_AFTER_MS; t += 500) e.absent(t);
    const left = e.analytics();
    expect(left.currentEpisode).toBeNull();
    expect(left.episodes[0]).toMatchObject({ startTime: 0, endTime: 10_000, duration: 10_000 });
    // Ten minutes away, then back with good posture: nothing more is poor posture.
    for (let t = 14_000; t <= 610_000; t += 1000) e.absent(t);
    e.update([], 611_000);
    expect(e.analytics()).toMatchObject({ totalEpisodes: 1, totalTimeInPoorPosture: 10_000 });
  });

  it('a missed detection shorter than AWAY_AFTER_MS neither ends nor extends the episode', () => {
    const e = createEpisodeTracker();
    for (let t = 0; t <= 5000; t += 500) e.update([slouch], t);
    e.absent(5500);
    e.absent(5000 + AWAY_AFTER_MS - 1);
    expect(e.analytics().currentEpisode).toMatchObject({ startTime: 0, duration: 5000 });
    e.update([slouch], 8500);
    e.update([], 9000);
    expect(e.analytics()).toMatchObject({ totalEpisodes: 1, totalTimeInPoorPosture: 9000 });
  });

  it('poor posture not yet an episode is forgotten when the person leaves', () => {
    const e = createEpisodeTracker();
    e.update([slouch], 0);
    e.update([slouch], 2000);
    e.absent(2000 + AWAY_AFTER_MS);
    e.update([slouch], 60_000);
    expect(e.analytics().currentEpisode).toBeNull();
    e.update([slouch], 63_000);
    expect(e.analytics().currentEpisode).toMatchObject({ startTime: 60_000 });
  });
});

function steps(engine: PostureEngine, frame: PoseFrame | null, from: number, to: number) {
  let last: EngineSummary | null = null;
  for (let t = from; t < to; t += 100) last = engine.step(frame, t) ?? last;
  return last!;
}

describe('the engine with nobody in front of the camera', () => {
  it('ends the episode when the person leaves; minutes away add no poor posture', () => {
    const upright = uprightFrame();
    const slumped = moved(upright, HEAD, 0, 36);
    const engine = createPostureEngine();
    engine.startCalibration(0);
    steps(engine, upright, 100, 10_300);
    const poor = steps(engine, slumped, 10_300, 20_000);
    expect(poor.analytics.currentEpisode).not.toBeNull();
    const start = poor.analytics.currentEpisode!.startTime;
    const away = steps(engine, null, 20_000, 5 * 60_000);
    expect(away.poseStatus).toBe('Not detected');
    expect(away.analytics.currentEpisode).toBeNull();
    expect(away.analytics.totalTimeInPoorPosture).toBe(19_900 - start);
    let back = steps(engine, upright, 5 * 60_000, 5 * 60_000 + 100);
    for (let t = 5 * 60_000 + 100; back.issues.length > 0; t += 100)
      back = engine.step(upright, t)!;
    expect(back.analytics).toMatchObject({
      totalEpisodes: 1,
      totalTimeInPoorPosture: 19_900 - start,
    });
  });
});
