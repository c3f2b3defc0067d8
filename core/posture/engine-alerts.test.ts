// The engine's alerts (docs/posture-rules.md#alerts: 'Alert me after', one throttle clock), with
// fake time passed to step(): dips shorter than the delay never alert, a held slouch alerts once
// the delay has passed, and alerts then come exactly one alertFrequency apart.
import { describe, expect, it } from 'vitest';
import { createPostureEngine, type EngineSummary, type PostureEngine } from './engine.ts';
import { HEAD, moved, uprightFrame } from '../../tests/support/posture-frames.ts';
import type { PoseFrame } from './types.ts';

const upright = uprightFrame();
const slumped = moved(upright, HEAD, 0, 36);

function calibrated(settings: Parameters<typeof createPostureEngine>[0] = {}) {
  const engine = createPostureEngine(settings);
  engine.startCalibration(0);
  let now = 100;
  for (; now <= 10_100; now += 100) engine.step(upright, now);
  return { engine, now };
}

/** Steps `frame` every 100 ms over [from, to); returns the times at which an alert came. */
function alertsDuring(engine: PostureEngine, frame: PoseFrame, from: number, to: number): number[] {
  const at: number[] = [];
  for (let t = from; t < to; t += 100) {
    const s: EngineSummary | null = engine.step(frame, t);
    if (s?.alert) at.push(t);
  }
  return at;
}

// This frame drops the head 36 px: the neck-sink cue (neck-sink.ts) reads it past its threshold on
// the very first smoothed frame, so poor posture starts at once and the temporal frames agree two
// analyses later.
/** When the slumped frame's issues first turn on (3 agreeing frames), relative to its start. */
const FLAG_ON_AFTER_MS = 200;
/** When its smoothed values first pass a threshold (the first frame): poor posture starts. */
const ABOVE_AFTER_MS = 0;

describe('engine alerts: delay and one clock', () => {
  it('a delay shorter than the temporal frames: the alert still waits for the issue to be on', () => {
    const { engine, now } = calibrated({ settings: { alertDelayMs: 100 } });
    expect(alertsDuring(engine, slumped, now, now + 1_000)).toEqual([now + FLAG_ON_AFTER_MS]);
  });

  it('delay 0 (the spec, and the engine default): alert on the first flagged frame', () => {
    const { engine, now } = calibrated();
    expect(engine.getSettings().alertDelayMs).toBe(0);
    expect(alertsDuring(engine, slumped, now, now + 1_000)).toEqual([now + FLAG_ON_AFTER_MS]);
  });

  it('delay 5 s: a 2 s dip never alerts, however often it comes', () => {
    const { engine, now } = calibrated({ settings: { alertDelayMs: 5_000 } });
    let t = now;
    const alerts: number[] = [];
    for (let dip = 0; dip < 3; dip++) {
      alerts.push(...alertsDuring(engine, slumped, t, t + 2_000));
      alerts.push(...alertsDuring(engine, upright, t + 2_000, t + 15_000));
      t += 15_000;
    }
    expect(alerts).toEqual([]);
    expect(engine.step(upright, t)!.analytics.totalEpisodes).toBe(0); // 2 s < the 3000 ms episode rule
  });

  it('delay 5 s: a held slouch alerts exactly 5 s after it first read past a threshold', () => {
    const { engine, now } = calibrated({ settings: { alertDelayMs: 5_000 } });
    const at = alertsDuring(engine, slumped, now, now + 20_000);
    expect(at[0]).toBe(now + ABOVE_AFTER_MS + 5_000);
    // then one alertFrequency (15 s) apart, the engine being the only clock
    expect(at.slice(1)).toEqual([at[0]! + 15_000].filter((x) => x < now + 20_000));
  });

  it('a break of at most 1 s inside the slouch does not restart the delay; a longer one does', () => {
    const short = calibrated({ settings: { alertDelayMs: 5_000 } });
    let t = short.now;
    const a = alertsDuring(short.engine, slumped, t, t + 3_000);
    // upright frames long enough for the flags to drop, then back within 1 s of the first clean one
    let firstClean: number | null = null;
    for (t += 3_000; firstClean === null || t < firstClean + 500; t += 100) {
      const s = short.engine.step(upright, t)!;
      if (firstClean === null && s.issues.length === 0) firstClean = t;
    }
    a.push(...alertsDuring(short.engine, slumped, t, t + 3_000));
    expect(a).toHaveLength(1); // 3 s + 3 s of slouch around a sub-second break: one alert

    const long = calibrated({ settings: { alertDelayMs: 5_000 } });
    t = long.now;
    const b = alertsDuring(long.engine, slumped, t, t + 3_000);
    b.push(...alertsDuring(long.engine, upright, t + 3_000, t + 5_000));
    b.push(...alertsDuring(long.engine, slumped, t + 5_000, t + 8_000));
    expect(b).toEqual([]);
  });

  it('5 slouches in a row: alerts exactly one interval apart (delay 0, fake clock)', () => {
    const { engine, now } = calibrated({ settings: { alertFrequency: 20_000 } });
    const at = alertsDuring(engine, slumped, now, now + 5 * 20_000);
    expect(at).toHaveLength(5);
    expect(at.slice(1).map((x, i) => x - at[i]!)).toEqual([20_000, 20_000, 20_000, 20_000]);
  });

  it('the delay is a live setting and is clamped to 0..30 s', () => {
    const { engine, now } = calibrated();
    engine.setSettings({ alertDelayMs: 99_000 });
    const at = alertsDuring(engine, slumped, now, now + 40_000);
    expect(at[0]).toBe(now + ABOVE_AFTER_MS + 30_000);
  });
});
