import { describe, expect, test } from 'vitest';
import { createPostureEngine, type EngineSummary } from '../../core/posture/engine.ts';
import { HEAD, moved, uprightFrame } from '../../tests/support/posture-frames.ts';
import { slim } from './slim.ts';

describe('slim: the summary carries the newest episodes', () => {
  test('after 7 real episodes from the engine, the page gets the 5 newest (the engine keeps them newest first)', () => {
    const engine = createPostureEngine();
    const upright = uprightFrame();
    const slumped = moved(upright, HEAD, 0, 36);
    engine.startCalibration(0);
    let t = 100;
    for (; t <= 10_100; t += 100) engine.step(upright, t);
    let last: EngineSummary | null = null;
    for (let i = 0; i < 7; i++) {
      for (const end = t + 5_000; t < end; t += 100) last = engine.step(slumped, t) ?? last;
      for (const end = t + 5_000; t < end; t += 100) last = engine.step(upright, t) ?? last;
    }
    const all = last!.analytics.episodes;
    expect(all.length).toBe(7);
    const sent = slim(last!).analytics.episodes;
    const newest = [...all].sort((a, b) => b.startTime - a.startTime).slice(0, 5);
    expect(sent.map((e) => e.id)).toEqual(newest.map((e) => e.id));
  });
});
