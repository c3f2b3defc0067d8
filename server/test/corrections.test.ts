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
/** [minutes after the start, seconds long, false alarms, missed slouches] */
type Pt = [number, number, number, number];

describe.each(await dbTargets())('corrections per tracked hour on $name', (target) => {
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
  const wire = (start: number, [min, seconds, fa, ms]: Pt) => ({
    timestamp: iso(start + min * 60_000),
    start_score: 80,
    end_score: 80,
    good_posture_seconds: seconds - 10,
    bad_posture_seconds: 10,
    duration_seconds: seconds,
    false_alarms: fa,
    missed_slouches: ms,
  });

  /** Records one UTC session through the API: start, its points (sent twice: a retry), end. */
  async function record(who: Signed, startIso: string, seconds: number, alerts: number, pts: Pt[]) {
    const start = at(startIso);
    const s = await post(who, '/sessions', {
      settings: { sensitivity: 5, alert_frequency: 15, audio_alert: false },
      start_time: iso(start),
      time_zone: 'UTC',
    });
    expect(s.statusCode).toBe(201);
    const id = s.json().session_id as string;
    const data_points = pts.map((p) => wire(start, p));
    for (let i = 0; i < 2; i++)
      expect((await post(who, `/sessions/${id}/datapoints`, { data_points })).statusCode).toBe(200);
    const end = await post(who, `/sessions/${id}/end`, {
      end_time: iso(start + seconds * 1000),
      final_score: 80,
      num_alerts: alerts,
      total_seconds_bad_posture: 0,
      total_episodes: 0,
    });
    expect(end.statusCode).toBe(200);
    return id;
  }

  beforeAll(async () => {
    // Wednesday 18 March 2026; the 14-day window runs from Thursday 5 March (weeks of 2, 9 and 16 March).
    t = await startApp(target, {}, testClock(at('2026-03-18T12:00:00Z')));
    a = await signup(t.app, undefined, 'Alice');
    b = await signup(t.app, undefined, 'Bob');
    // Week of 9 March: an hour tracked, 3 false alarms and 1 missed slouch, 4 alerts.
    await record(a, '2026-03-10T10:00:00Z', 3600, 4, [
      [30, 1800, 1, 1],
      [60, 1800, 2, 0],
    ]);
    // Week of 16 March: half an hour, 1 false alarm and 2 missed slouches, 2 alerts.
    await record(a, '2026-03-17T09:00:00Z', 1800, 2, [[30, 1800, 1, 2]]);
  });
  afterAll(() => t.close());

  it('history weeks: each kind per tracked hour beside the alerts; null with nothing tracked; retries count once', async () => {
    const res = await get(a, 'history?days=14');
    expect(res.statusCode).toBe(200);
    expect(res.json().weeks).toEqual([
      {
        week_start: '2026-03-02',
        tracked_seconds: 0,
        looking_down_seconds: 0,
        alerts: 0,
        false_alarms: 0,
        missed_slouches: 0,
        false_alarms_per_hour: null,
        missed_slouches_per_hour: null,
      },
      {
        week_start: '2026-03-09',
        tracked_seconds: 3600,
        looking_down_seconds: 0,
        alerts: 4,
        false_alarms: 3,
        missed_slouches: 1,
        false_alarms_per_hour: 3,
        missed_slouches_per_hour: 1,
      },
      {
        week_start: '2026-03-16',
        tracked_seconds: 1800,
        looking_down_seconds: 0,
        alerts: 2,
        false_alarms: 1,
        missed_slouches: 2,
        false_alarms_per_hour: 2,
        missed_slouches_per_hour: 4,
      },
    ]);
    // Another user's history has none of them.
    const other = (await get(b, 'history?days=14')).json() as { weeks: { alerts: number }[] };
    expect(other.weeks.every((w) => w.alerts === 0)).toBe(true);
  });

  it('the export carries each point\u2019s corrections', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/export',
      headers: bearerOf(a),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json() as {
      sessions: { data_points: { false_alarms: number; missed_slouches: number }[] }[];
    };
    const counts = data.sessions.flatMap((s) =>
      s.data_points.map((p) => [p.false_alarms, p.missed_slouches]),
    );
    expect(counts).toEqual([
      [1, 1],
      [2, 0],
      [1, 2],
    ]);
  });

  it('refuses counts that are negative, fractional or past the cap, naming the field; absent means 0', async () => {
    const start = at('2026-03-18T08:00:00Z');
    const s = await post(a, '/sessions', {
      settings: { sensitivity: 5, alert_frequency: 15, audio_alert: false },
      start_time: iso(start),
    });
    const id = s.json().session_id as string;
    const send = (extra: object) =>
      post(a, `/sessions/${id}/datapoints`, {
        data_points: [{ ...wire(start, [1, 60, 0, 0]), ...extra }],
      });
    const neg = await send({ false_alarms: -1 });
    expect(neg.statusCode).toBe(400);
    expect(neg.json()).toEqual({ error: 'body.data_points.0.false_alarms must be >= 0' });
    expect((await send({ missed_slouches: 1.5 })).json().error).toMatch(/missed_slouches/);
    expect((await send({ false_alarms: 10_001 })).statusCode).toBe(400);
    const { false_alarms: _f, missed_slouches: _m, ...bare } = wire(start, [2, 60, 0, 0]);
    const ok = await post(a, `/sessions/${id}/datapoints`, { data_points: [bare] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ accepted: 1 });
  });
});
