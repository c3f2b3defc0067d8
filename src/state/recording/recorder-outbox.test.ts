// The recorder's away accounting and its outbox on page unload (docs/api.md#session-recording),
// with a scripted transport (tests/session-recorder.test.ts runs the recorder against the real
// server).
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../browser/storage.ts';
import type { DataPoint } from '../../../core/recording/data-point.ts';
import { createSessionRecorder, RECORDER_STORAGE_KEY, type RecorderApi } from './recorder.ts';

const settings = { sensitivity: 5, alertFrequency: 15_000, audioEnabled: true };
const totals = { finalScore: 80, numAlerts: 1, totalSecondsBadPosture: 10, totalEpisodes: 1 };

function setup() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const clock = { t: Date.parse('2026-05-01T09:00:00Z') };
  const storage = memoryStorage();
  const state = { down: false };
  const sent: { id: string; points: DataPoint[]; keepalive: boolean }[] = [];
  const ends: string[] = [];
  const endBodies: unknown[] = [];
  const beacons: string[] = [];
  let n = 0;
  const api: RecorderApi = {
    start: async () => ({ session_id: `s${++n}` }),
    sendPoints: async (id, points, opts) => {
      if (state.down && !opts?.keepalive) throw new TypeError('fetch failed');
      sent.push({ id, points, keepalive: !!opts?.keepalive });
    },
    end: async (id, payload) => {
      if (state.down) throw new TypeError('fetch failed');
      ends.push(id);
      endBodies.push(payload);
      return { session_id: id, total_duration: 1, average_score: 90 };
    },
    endOnUnload: (id) => (beacons.push(id), true),
  };
  const rec = createSessionRecorder({ api, storage, now: () => clock.t, log: () => {} });
  const track = (seconds: number, bad: boolean, away = false) => {
    for (let i = 0; i < seconds; i++) {
      clock.t += 1000;
      rec.observe(90, bad, away);
    }
  };
  return { rec, clock, storage, state, sent, ends, endBodies, beacons, track };
}

describe('session recorder: away time and the outbox', () => {
  it('away time is in the point duration but neither good nor bad posture', async () => {
    const t = setup();
    await t.rec.start(settings, 'UTC', 100);
    t.track(1, false);
    t.track(10, true);
    t.track(30, false, true);
    t.track(10, false);
    await t.rec.end(totals);
    const [p] = t.sent.flatMap((b) => b.points);
    expect(p).toMatchObject({ bad_posture_seconds: 10, good_posture_seconds: 10 });
    expect(p!.duration_seconds).toBe(50);
  });

  it("the engine's 'Away' pauses recording: no data point for the away span, back by itself", async () => {
    const t = setup();
    await t.rec.start(settings, 'UTC', 100);
    const step = (seconds: number, bad: boolean, away = false, gone = false) => {
      for (let i = 0; i < seconds; i++) {
        t.clock.t += 1000;
        vi.advanceTimersByTime(1000);
        t.rec.observe(90, bad, away, gone);
      }
    };
    step(30, false);
    step(10, false, true); // nobody seen for 10 s: the engine then says 'Away'
    step(170, false, true, true);
    step(20, true);
    await t.rec.end(totals);
    const points = t.sent.flatMap((b) => b.points);
    expect(points.map((p) => p.duration_seconds)).toEqual([30, 19]);
    expect(points[1]).toMatchObject({ bad_posture_seconds: 19, good_posture_seconds: 0 });
    // The away span (from the last frame with the person, 180 s) is paused time for the server.
    expect(t.ends).toEqual(['s1']);
    expect(t.endBodies[0]).toMatchObject({ paused_seconds: 180 });
  });

  it('an end that failed is beaconed on unload, even with no session active any more', async () => {
    const t = setup();
    await t.rec.start(settings, 'UTC', 100);
    t.track(20, false);
    t.state.down = true;
    expect(await t.rec.end(totals)).toBeNull();
    expect(t.rec.state).toBeNull();
    t.rec.endOnUnload();
    expect(t.beacons).toEqual(['s1']);
    expect(t.sent.filter((b) => b.keepalive).flatMap((b) => b.points)).toHaveLength(1);
    // Storage keeps it until the server confirms; a 200 on the next page clears it.
    expect(t.storage.getItem(RECORDER_STORAGE_KEY)).not.toBeNull();
    t.state.down = false;
    await t.rec.recover();
    expect(t.storage.getItem(RECORDER_STORAGE_KEY)).toBeNull();
  });

  it('unload closes the active session the same way end() does (final point, then the end)', async () => {
    const t = setup();
    await t.rec.start(settings, 'UTC', 100);
    t.track(15, true);
    t.rec.endOnUnload(totals);
    expect(t.rec.state).toBeNull();
    expect(t.beacons).toEqual(['s1']);
    await vi.waitFor(() => expect(t.sent).toHaveLength(1));
    expect(t.sent[0]!.points[0]).toMatchObject({ bad_posture_seconds: 14, duration_seconds: 14 });
    // The next start is a new session, not the old one continued.
    expect(await t.rec.start(settings, 'UTC', 100)).toBe('s2');
  });
});
