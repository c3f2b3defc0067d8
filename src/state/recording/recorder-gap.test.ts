// docs/posture-rules.md#frozen-and-asleep in the session recorder, with a fake clock: a span nobody
// observed (page frozen, machine asleep) is in no data point, is no bad posture, and the end
// reports it as paused, like time away. Timers do not run while frozen, so the clock jumps with no
// timer firing.
import { describe, expect, it, vi } from 'vitest';
import type { KeyValueStorage } from '../../browser/storage.ts';
import type { DataPoint } from '../../../core/recording/data-point.ts';
import { createSessionRecorder, DATA_POINT_INTERVAL_MS, type RecorderApi } from './recorder.ts';

const FROZEN_MS = 15_000;

function setup() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const clock = { t: Date.parse('2026-05-01T09:00:00Z') };
  const map = new Map<string, string>();
  const storage: KeyValueStorage = {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
  const points: DataPoint[] = [];
  const ends: Record<string, unknown>[] = [];
  const api: RecorderApi = {
    start: async () => ({ session_id: 's1' }),
    sendPoints: async (_id, p) => void points.push(...p),
    end: async (id, payload) => {
      ends.push(payload as unknown as Record<string, unknown>);
      return { session_id: id, total_duration: 1, average_score: 90 };
    },
    endOnUnload: () => true,
  };
  const rec = createSessionRecorder({ api, storage, now: () => clock.t, log: () => {} });
  /** One sample every 100 ms for `ms`, timers firing as they fall due. */
  async function track(ms: number, bad: boolean) {
    for (let done = 0; done < ms; done += 100) {
      clock.t += 100;
      rec.observe(90, bad);
      await vi.advanceTimersByTimeAsync(100);
    }
  }
  const start = () =>
    rec.start({ sensitivity: 5, alertFrequency: 15_000, audioEnabled: true }, 'UTC', 100);
  const end = () =>
    rec.end({ finalScore: 90, numAlerts: 0, totalSecondsBadPosture: 0, totalEpisodes: 0 });
  const sum = (k: keyof DataPoint) => points.reduce((s, p) => s + (p[k] as number), 0);
  return { clock, rec, track, start, end, points, ends, sum };
}

describe('session recorder: a frozen page or a sleeping machine', () => {
  it('a clock jump between samples: no data point covers it, no bad seconds, paused at the end', async () => {
    const t = setup();
    await t.start();
    await t.track(10_000, true);
    t.clock.t += FROZEN_MS; // frozen: no sample, no timer
    await t.track(10_000, false);
    await t.end();
    expect(Math.max(...t.points.map((p) => p.duration_seconds))).toBeLessThan(21);
    // The first sample after the gap says nothing about the 15.1 s before it.
    expect(t.sum('duration_seconds')).toBeCloseTo(19.8, 5);
    expect(t.sum('bad_posture_seconds')).toBeCloseTo(9.9, 5);
    expect(t.ends[0]!.paused_seconds).toBe(15);
  });

  it('the data-point timer fires on resume before any sample: the point still leaves the gap out', async () => {
    const t = setup();
    await t.start();
    await t.track(DATA_POINT_INTERVAL_MS - 5_000, true);
    t.clock.t += FROZEN_MS;
    await vi.advanceTimersByTimeAsync(5_000); // the overdue cut runs first
    await t.track(5_000, true);
    await t.end();
    expect(t.points[0]!.duration_seconds).toBeCloseTo(54.9, 5);
    expect(t.sum('bad_posture_seconds')).toBeLessThan(DATA_POINT_INTERVAL_MS / 1000);
    expect(t.ends[0]!.paused_seconds).toBe(15);
  });

  it('a short freeze the page reports (document freeze/resume) is left out too, and counted once', async () => {
    const t = setup();
    await t.start();
    await t.track(10_000, true);
    t.clock.t += 2_000; // under the sample gap: only the page's report shows it
    t.rec.unobserved(2_000);
    t.rec.unobserved(2_000); // the clock-jump check saw it as well: nothing more is skipped
    await t.track(10_000, true);
    await t.end();
    expect(t.sum('duration_seconds')).toBeCloseTo(19.9, 5);
    expect(t.sum('bad_posture_seconds')).toBeCloseTo(19.9, 5);
    expect(t.ends[0]!.paused_seconds).toBe(2);
  });
});

// Same fake-clock recorder: the corrections the person makes are counted in the data point of the
// interval they fall in (docs/api.md#session-recording).
describe('session recorder: corrections of the coach', () => {
  it('counts each kind in its own interval, keeps those of an untracked interval for the next point', async () => {
    const t = setup();
    t.rec.recordCorrection('false_alarm'); // no session yet: nothing to count in
    await t.start();
    await t.track(10_000, true);
    t.rec.recordCorrection('false_alarm');
    t.rec.recordCorrection('false_alarm');
    t.rec.recordCorrection('missed_slouch');
    await t.track(DATA_POINT_INTERVAL_MS - 10_000, false); // the first point is cut
    t.rec.pause();
    t.rec.recordCorrection('missed_slouch'); // while paused: no tracked time in this interval
    t.clock.t += DATA_POINT_INTERVAL_MS;
    await vi.advanceTimersByTimeAsync(DATA_POINT_INTERVAL_MS);
    t.rec.resume();
    await t.track(5_000, false);
    await t.end();
    expect(t.points.map((p) => [p.false_alarms, p.missed_slouches])).toEqual([
      [2, 1],
      [0, 1],
    ]);
  });

  it('an Undo takes its correction back from the current point, never below 0 nor from a point cut', async () => {
    const t = setup();
    await t.start();
    await t.track(10_000, true);
    t.rec.recordCorrection('false_alarm');
    t.rec.recordCorrection('missed_slouch');
    expect(t.rec.recordCorrection('false_alarm', true)).toBe(true);
    expect(t.rec.recordCorrection('false_alarm', true)).toBe(false); // none left to take back
    await t.track(DATA_POINT_INTERVAL_MS - 10_000, false); // the first point is cut
    expect(t.rec.recordCorrection('missed_slouch', true)).toBe(false); // it went with that point
    await t.track(5_000, false);
    await t.end();
    expect(t.points.map((p) => [p.false_alarms, p.missed_slouches])).toEqual([
      [0, 1],
      [0, 0],
    ]);
  });
});
