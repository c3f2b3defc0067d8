// Time looking down (docs/posture-rules.md#looking-down) as its own kind through the API: data
// points carry looking_down_seconds (docs/api.md#session-recording), stored and exported; the
// history's days have it per session start, its weeks per point timestamp (docs/api.md#history).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Signed,
  type TestApp,
  bearerOf,
  signup,
  startApp,
  testClock,
} from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

const at = Date.parse;
const iso = (ms: number) => new Date(ms).toISOString();
/** [minutes after the start, seconds long, seconds looking down (absent: the field is left out)] */
type Pt = [number, number, number?];

describe.each(await dbTargets())('time looking down on $name', (target) => {
  let t: TestApp;
  let a: Signed;
  let b: Signed;
  const post = (who: Signed, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearerOf(who), payload });
  const get = (who: Signed, path: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/users/${who.user.user_id}/${path}`,
      headers: bearerOf(who),
    });
  const wire = (start: number, [min, seconds, down]: Pt) => ({
    timestamp: iso(start + min * 60_000),
    start_score: 80,
    end_score: 80,
    good_posture_seconds: seconds - 10 - (down ?? 0),
    bad_posture_seconds: 10,
    duration_seconds: seconds,
    ...(down === undefined ? {} : { looking_down_seconds: down }),
  });

  async function begin(who: Signed, start: number) {
    const s = await post(who, '/sessions', {
      settings: { sensitivity: 5, alert_frequency: 15, audio_alert: false },
      start_time: iso(start),
      time_zone: 'UTC',
    });
    expect(s.statusCode).toBe(201);
    return s.json().session_id as string;
  }

  /** Records one UTC session through the API: start, its points, end after `seconds`. */
  async function record(who: Signed, startIso: string, seconds: number, pts: Pt[]) {
    const start = at(startIso);
    const id = await begin(who, start);
    const data_points = pts.map((p) => wire(start, p));
    expect((await post(who, `/sessions/${id}/datapoints`, { data_points })).statusCode).toBe(200);
    const end = await post(who, `/sessions/${id}/end`, {
      end_time: iso(start + seconds * 1000),
      final_score: 80,
      num_alerts: 0,
      total_seconds_bad_posture: 10 * pts.length,
      total_episodes: 0,
    });
    expect(end.statusCode).toBe(200);
  }

  beforeAll(async () => {
    // Wednesday 18 March 2026; the 10-day window runs from Monday 9 March (weeks of 9 and 16 March).
    t = await startApp(target, {}, testClock(at('2026-03-18T12:00:00Z')));
    a = await signup(t.app, undefined, 'Alice');
    b = await signup(t.app, undefined, 'Bob');
    // An hour on 10 March, ten minutes of it looking down.
    await record(a, '2026-03-10T10:00:00Z', 3600, [
      [30, 1800, 600],
      [60, 1800, 0],
    ]);
    // Its points say 500 s looking down, but the session lasted 120 s: the day counts 120.
    await record(a, '2026-03-12T08:00:00Z', 120, [[2, 600, 500]]);
    // Sunday 23:40 over midnight: the day is Sunday's (the start), the weeks follow each point.
    await record(a, '2026-03-15T23:40:00Z', 2400, [
      [10, 600, 120],
      [30, 600, 300],
      [40, 600],
    ]);
    // Under a minute: no day entry, but its point counts in its week.
    await record(a, '2026-03-17T09:00:00Z', 30, [[0.5, 30, 20]]);
  });
  afterAll(() => t.close());

  it('history: days per session start (capped by its length), weeks per point; another user has none', async () => {
    const res = await get(a, 'history?days=10');
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      days: { date: string; looking_down_seconds: number }[];
      weeks: { week_start: string; tracked_seconds: number; looking_down_seconds: number }[];
    };
    const down = Object.fromEntries(body.days.map((d) => [d.date, d.looking_down_seconds]));
    expect(down).toEqual({
      '2026-03-09': 0,
      '2026-03-10': 600,
      '2026-03-11': 0,
      '2026-03-12': 120,
      '2026-03-13': 0,
      '2026-03-14': 0,
      '2026-03-15': 420,
      '2026-03-16': 0,
      '2026-03-17': 0,
      '2026-03-18': 0,
    });
    expect(
      body.weeks.map((w) => [w.week_start, w.tracked_seconds, w.looking_down_seconds]),
    ).toEqual([
      ['2026-03-09', 4800, 1220],
      ['2026-03-16', 1230, 320],
    ]);
    const other = (await get(b, 'history?days=10')).json() as typeof body;
    expect(other.days.every((d) => d.looking_down_seconds === 0)).toBe(true);
    expect(other.weeks.every((w) => w.looking_down_seconds === 0)).toBe(true);
  });

  it('the export carries each point\u2019s time looking down, 0 where the client left it out', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/export',
      headers: bearerOf(a),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json() as { sessions: { data_points: { looking_down_seconds: number }[] }[] };
    expect(data.sessions.map((s) => s.data_points.map((p) => p.looking_down_seconds))).toEqual([
      [600, 0],
      [500],
      [120, 300, 0],
      [20],
    ]);
  });

  it('refuses a negative or non-number value and more than the duration with good and bad, naming the field', async () => {
    const start = at('2026-03-18T08:00:00Z');
    const id = await begin(a, start);
    const send = (pt: Pt, extra: object = {}) =>
      post(a, `/sessions/${id}/datapoints`, { data_points: [{ ...wire(start, pt), ...extra }] });
    const neg = await send([1, 60], { looking_down_seconds: -1 });
    expect(neg.statusCode).toBe(400);
    expect(neg.json()).toEqual({ error: 'body.data_points.0.looking_down_seconds must be >= 0' });
    const text = await send([1, 60], { looking_down_seconds: '5' });
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toMatch(/looking_down_seconds/);
    // good 20 + bad 10 + 32 looking down is 62 in a 60 s point: over the 1 s of rounding.
    const over = await send([1, 60, 30], { looking_down_seconds: 32 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      error:
        'data_points[0]: good_posture_seconds + bad_posture_seconds + looking_down_seconds exceeds duration_seconds',
    });
    // Within it by 1 s of rounding, and a point without the field: both stored.
    expect((await send([1, 60, 30], { looking_down_seconds: 31 })).statusCode).toBe(200);
    expect((await send([2, 60])).json()).toMatchObject({ accepted: 1 });
  });
});
