// Recorder rules with a scripted API (tests/support/scripted-recorder.ts: the transport is scripted
// so each failure can be placed exactly; tests/session-recorder.test.ts runs the same recorder
// against the real server).
import { describe, expect, it, vi } from 'vitest';
import { setup } from '../../../tests/support/scripted-recorder.ts';
import {
  DATA_POINT_INTERVAL_MS,
  RECORDER_STORAGE_KEY,
  SEND_INTERVAL_MS,
  SEND_WHEN_BUFFERED,
} from './recorder.ts';

const totals = { finalScore: 88, numAlerts: 2, totalSecondsBadPosture: 30, totalEpisodes: 1 };

describe('session recorder', () => {
  it('starts with the converted settings and the time zone, once', async () => {
    const t = setup();
    const rec = t.make();
    expect(
      await rec.start(
        { sensitivity: 14, alertFrequency: 15_000, audioEnabled: false },
        'Asia/Tokyo',
        100,
      ),
    ).toBe('s1');
    expect(
      await rec.start({ sensitivity: 5, alertFrequency: 15_000, audioEnabled: true }, 'UTC', 100),
    ).toBe('s1');
    expect(t.api.start).toHaveBeenCalledTimes(1);
    expect(t.api.start).toHaveBeenCalledWith(
      expect.objectContaining({
        settings: { sensitivity: 10, alert_frequency: 15, audio_alert: false },
        time_zone: 'Asia/Tokyo',
      }),
    );
  });

  it('cuts a point every 60 s and sends every 30 s', async () => {
    const t = setup();
    const rec = t.make();
    await rec.start({ sensitivity: 5, alertFrequency: 15_000, audioEnabled: true }, 'UTC', 100);
    await t.track(rec, DATA_POINT_INTERVAL_MS - 1000);
    expect(t.sent).toHaveLength(0);
    await t.track(rec, SEND_INTERVAL_MS + 1000);
    expect(t.sent.flatMap((b) => b.points)).toHaveLength(1);
    const [p] = t.sent[0]!.points;
    expect(p!.duration_seconds).toBeCloseTo(59, 5); // the first sample only starts the clock
    expect(p!.good_posture_seconds + p!.bad_posture_seconds).toBeCloseTo(p!.duration_seconds, 5);
  });

  it('pause skips time: neither good nor bad, and the end reports the paused seconds', async () => {
    const t = setup();
    const rec = t.make();
    await rec.start({ sensitivity: 5, alertFrequency: 15_000, audioEnabled: true }, 'UTC', 100);
    await t.track(rec, 10_000, true);
    rec.pause();
    t.clock.t += 30_000;
    await vi.advanceTimersByTimeAsync(30_000);
    rec.resume();
    await t.track(rec, 10_000);
    await rec.end(totals);
    const points = t.sent.flatMap((b) => b.points);
    const tracked = points.reduce((s, p) => s + p.duration_seconds, 0);
    expect(tracked).toBeGreaterThanOrEqual(18);
    expect(tracked).toBeLessThanOrEqual(20);
    expect(points.reduce((s, p) => s + p.bad_posture_seconds, 0)).toBeCloseTo(9, 5);
    expect(t.ends[0]!.payload.paused_seconds).toBe(30);
    expect(t.ends[0]!.payload).not.toHaveProperty('breaks');
  });

  it('the breaks taken go in the end payload', async () => {
    const t = setup();
    const rec = t.make();
    await rec.start({ sensitivity: 5, alertFrequency: 15_000, audioEnabled: true }, 'UTC', 100);
    await t.track(rec, 10_000);
    await rec.end({ ...totals, breaks: 3 });
    expect(t.ends[0]!.payload).toMatchObject({ breaks: 3, num_alerts: 2 });
  });

  it('sends as soon as 10 points are buffered, and keeps them while the server is down', async () => {
    const t = setup();
    const rec = t.make();
    await rec.start({ sensitivity: 5, alertFrequency: 15_000, audioEnabled: true }, 'UTC', 100);
    t.state.down = true;
    await t.track(rec, 10 * DATA_POINT_INTERVAL_MS);
    expect(rec.state?.buffered).toBe(SEND_WHEN_BUFFERED);
    const calls = vi.mocked(t.api.sendPoints).mock.calls.length;
    t.state.down = false;
    await rec.flush();
    expect(vi.mocked(t.api.sendPoints).mock.calls.length).toBe(calls + 1);
    expect(t.sent[0]!.points).toHaveLength(10);
    expect(rec.state?.buffered).toBe(0);
  });

  it('end sends the final point, then the buffer, then the end call', async () => {
    const t = setup();
    const rec = t.make();
    await rec.start({ sensitivity: 5, alertFrequency: 15_000, audioEnabled: true }, 'UTC', 100);
    await t.track(rec, 20_000);
    const order: string[] = [];
    vi.mocked(t.api.sendPoints).mockImplementation(async () => void order.push('points'));
    vi.mocked(t.api.end).mockImplementation(
      async (id) => (order.push('end'), { session_id: id, total_duration: 20, average_score: 90 }),
    );
    expect(await rec.end(totals)).toEqual({
      session_id: 's1',
      total_duration: 20,
      average_score: 90,
    });
    expect(order).toEqual(['points', 'end']);
    expect(t.storage.map.has(RECORDER_STORAGE_KEY)).toBe(false);
  });

  it('a reload keeps the unsent buffer and the end, and a new page delivers them', async () => {
    const t = setup();
    const first = t.make();
    await first.start({ sensitivity: 5, alertFrequency: 15_000, audioEnabled: true }, 'UTC', 100);
    await t.track(first, 2 * DATA_POINT_INTERVAL_MS + 10_000); // two full intervals and a final partial one
    t.state.down = true;
    expect(await first.end(totals)).toBeNull();
    expect(t.storage.map.has(RECORDER_STORAGE_KEY)).toBe(true);
    t.state.down = false;
    await t.make().recover();
    expect(t.sent.flatMap((b) => b.points).length).toBe(3);
    expect(t.ends).toHaveLength(1);
    expect(t.storage.map.has(RECORDER_STORAGE_KEY)).toBe(false);
  });

  it('on unload: keepalive points, then the beacon end; a later 400 on end means already ended', async () => {
    const t = setup();
    const rec = t.make();
    await rec.start({ sensitivity: 5, alertFrequency: 15_000, audioEnabled: true }, 'UTC', 100);
    await t.track(rec, 15_000);
    rec.endOnUnload(totals);
    expect(t.api.endOnUnload).toHaveBeenCalledWith(
      's1',
      expect.objectContaining({ final_score: 88, num_alerts: 2, total_episodes: 1 }),
    );
    await vi.waitFor(() => expect(t.sent.some((b) => b.keepalive)).toBe(true));
    t.state.endStatus = 400;
    await t.make().recover();
    expect(t.storage.map.has(RECORDER_STORAGE_KEY)).toBe(false);
  });

  it('a failed start is only logged', async () => {
    const t = setup();
    vi.mocked(t.api.start).mockRejectedValueOnce(new TypeError('fetch failed'));
    const rec = t.make();
    expect(
      await rec.start({ sensitivity: 5, alertFrequency: 15_000, audioEnabled: true }, 'UTC', 100),
    ).toBeNull();
    expect(rec.state).toBeNull();
  });
});
