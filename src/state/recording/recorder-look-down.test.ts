// docs/posture-rules.md#looking-down in the session recorder, with a fake clock: time the engine
// says the person is looking down is tracked and sent as its own kind, looking_down_seconds
// (docs/api.md#session-recording), neither good nor bad posture; nobody in view, not judging and
// the engine's 'Away' come first, as the monitoring screen passes them (monitor-session/flow.ts).
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../browser/storage.ts';
import type { DataPoint } from '../../../core/recording/data-point.ts';
import { createSessionRecorder, DATA_POINT_INTERVAL_MS, type RecorderApi } from './recorder.ts';

type Kind = 'good' | 'bad' | 'down' | 'away' | 'downAway' | 'gone';

function setup() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const clock = { t: Date.parse('2026-05-01T09:00:00Z') };
  const points: DataPoint[] = [];
  const api: RecorderApi = {
    start: async () => ({ session_id: 's1' }),
    sendPoints: async (_id, p) => void points.push(...p),
    end: async (id) => ({ session_id: id, total_duration: 1, average_score: 90 }),
    endOnUnload: () => true,
  };
  const rec = createSessionRecorder({
    api,
    storage: memoryStorage(),
    now: () => clock.t,
    log: () => {},
  });
  /** One sample every 100 ms for `ms`, as flow.ts passes a summary of that kind. */
  async function track(ms: number, kind: Kind) {
    for (let done = 0; done < ms; done += 100) {
      clock.t += 100;
      if (kind === 'good' || kind === 'bad') rec.observe(90, kind === 'bad');
      // Looking down while nobody is in view or not judging: flow.ts says away, and looking down.
      else
        rec.observe(
          90,
          false,
          kind === 'away' || kind === 'downAway',
          kind === 'gone',
          kind.startsWith('down'),
        );
      await vi.advanceTimersByTimeAsync(100);
    }
  }
  const start = () =>
    rec.start({ sensitivity: 5, alertFrequency: 15_000, audioEnabled: true }, 'UTC', 100);
  const end = () =>
    rec.end({ finalScore: 90, numAlerts: 0, totalSecondsBadPosture: 0, totalEpisodes: 0 });
  const sum = (k: keyof DataPoint) => points.reduce((s, p) => s + ((p[k] as number) ?? 0), 0);
  return { track, start, end, points, sum };
}

describe('session recorder: looking down', () => {
  it('is tracked time of its own kind, neither good nor bad, split across data points', async () => {
    const t = setup();
    await t.start();
    await t.track(10_000, 'good');
    await t.track(DATA_POINT_INTERVAL_MS, 'down'); // crosses the first point's cut
    await t.track(5_000, 'bad');
    await t.track(8_000, 'down');
    await t.end();
    expect(t.points).toHaveLength(2);
    // Each sample's kind holds until the next: 0.1 s of the last is after the end.
    expect(t.sum('looking_down_seconds')).toBeCloseTo(67.9, 5);
    expect(t.sum('good_posture_seconds')).toBeCloseTo(10, 5);
    expect(t.sum('bad_posture_seconds')).toBeCloseTo(5, 5);
    expect(t.sum('duration_seconds')).toBeCloseTo(82.9, 5);
    expect(t.points[0]!.looking_down_seconds).toBeCloseTo(49.9, 5); // from 10.1 s to the cut at 60 s
    for (const p of t.points)
      expect(p.good_posture_seconds + p.bad_posture_seconds + p.looking_down_seconds!).toBeCloseTo(
        p.duration_seconds,
        5,
      );
  });

  it('nobody in view or not judging, and the engine\u2019s Away, come before looking down', async () => {
    const t = setup();
    await t.start();
    await t.track(10_000, 'down');
    await t.track(4_000, 'downAway'); // a short absence: tracked, but not looking down
    await t.track(6_000, 'good');
    await t.track(3_000, 'downAway');
    await t.track(20_000, 'gone'); // the person left: that absence is not tracked
    await t.track(2_000, 'good');
    await t.end();
    expect(t.sum('looking_down_seconds')).toBeCloseTo(10, 5);
    expect(t.sum('good_posture_seconds')).toBeCloseTo(7.9, 5);
    expect(t.sum('duration_seconds')).toBeCloseTo(21.9, 5);
  });
});
