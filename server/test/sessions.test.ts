import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Signed, type TestApp, bearerOf, signup, startApp } from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

const settings = { sensitivity: 5, alert_frequency: 15, audio_alert: true };
const iso = (ms: number) => new Date(ms).toISOString();
const point = (ms: number, over: Partial<Record<string, number | string>> = {}) => ({
  timestamp: iso(ms),
  start_score: 100,
  end_score: 90,
  good_posture_seconds: 45,
  bad_posture_seconds: 15,
  duration_seconds: 60,
  ...over,
});

describe.each(await dbTargets())('sessions, stats and streaks on $name', (target) => {
  let t: TestApp;
  let a: Signed;
  let b: Signed;
  const start = (who: Signed, startMs: number, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: bearerOf(who),
      payload: { settings, start_time: iso(startMs), ...extra },
    });
  const points = (who: Signed, id: string, data_points: unknown[]) =>
    t.app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/datapoints`,
      headers: bearerOf(who),
      payload: { data_points },
    });
  const end = (who: Signed, id: string, endMs: number, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/end`,
      headers: bearerOf(who),
      payload: {
        end_time: iso(endMs),
        final_score: 88,
        num_alerts: 2,
        total_seconds_bad_posture: 30,
        total_episodes: 1,
        ...extra,
      },
    });
  const lifetime = (who: Signed, id = who.user.user_id) =>
    t.app.inject({ method: 'GET', url: `/api/users/${id}/stats/lifetime`, headers: bearerOf(who) });
  const streaks = (who: Signed, id = who.user.user_id) =>
    t.app.inject({ method: 'GET', url: `/api/users/${id}/streaks`, headers: bearerOf(who) });

  beforeAll(async () => {
    t = await startApp(target);
    a = await signup(t.app, undefined, 'Alice');
    b = await signup(t.app, undefined, 'Bob');
  });
  afterAll(() => t.close());

  it('start -> data points -> end, with the documented response fields', async () => {
    const t0 = t.clock();
    const s = await start(a, t0, { time_zone: 'Europe/Berlin' });
    expect(s.statusCode).toBe(201);
    const id = s.json().session_id as string;
    expect(Object.keys(s.json())).toEqual(['session_id']);
    const dp = await points(a, id, [
      point(t0 + 60_000),
      point(t0 + 120_000, { start_score: 90, end_score: 70 }),
    ]);
    expect(dp.statusCode).toBe(200);
    expect(dp.json()).toEqual({ session_id: id, accepted: 2, duplicates: 0 });
    const e = await end(a, id, t0 + 150_000);
    expect(e.statusCode).toBe(200);
    // average: duration-weighted mid scores (95 and 80) -> 87.5
    expect(e.json()).toEqual({ session_id: id, total_duration: 150, average_score: 87.5 });
    const again = await end(a, id, t0 + 160_000);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'Session already ended' });
    expect((await points(a, id, [point(t0 + 170_000)])).statusCode).toBe(400); // after the end
  });

  it('keeps late points from inside an ended session (keepalive racing the beacon), refuses later ones', async () => {
    const t0 = t.clock() + 7200_000;
    const id = (await start(a, t0)).json().session_id as string;
    expect((await end(a, id, t0 + 130_000)).statusCode).toBe(200);
    const late = await points(a, id, [point(t0 + 60_000), point(t0 + 120_000)]);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ accepted: 2, duplicates: 0 });
    const after = await points(a, id, [point(t0 + 190_000)]);
    expect(after.statusCode).toBe(400);
    expect(after.json()).toEqual({ error: 'Session already ended' });
    // Still ended by the client: the late points did not reopen it.
    expect((await end(a, id, t0 + 140_000)).json()).toEqual({ error: 'Session already ended' });
  });

  it('a retried batch never counts twice (idempotent on session + timestamp)', async () => {
    const t0 = t.clock() + 3600_000;
    const id = (await start(a, t0)).json().session_id as string;
    const batch = [point(t0 + 60_000), point(t0 + 120_000)];
    expect((await points(a, id, batch)).json()).toMatchObject({ accepted: 2, duplicates: 0 });
    expect((await points(a, id, batch)).json()).toMatchObject({ accepted: 0, duplicates: 2 });
    expect((await points(a, id, [...batch, point(t0 + 180_000)])).json()).toMatchObject({
      accepted: 1,
      duplicates: 2,
    });
    const stored = await t.app.services.db
      .selectFrom('data_points')
      .select('timestamp')
      .where('session_id', '=', id)
      .execute();
    expect(stored).toHaveLength(3);
    await end(a, id, t0 + 180_000);
  });

  it('validates data points: max 10 per request, the validation rules, strict fields', async () => {
    const t0 = t.clock() + 7200_000;
    const id = (await start(a, t0)).json().session_id as string;
    const eleven = Array.from({ length: 11 }, (_, i) => point(t0 + (i + 1) * 60_000));
    const tooMany = await points(a, id, eleven);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ error: 'Cannot send more than 10 data points at once' });
    expect(
      (await points(a, id, [point(t0, { good_posture_seconds: 50, bad_posture_seconds: 20 })]))
        .statusCode,
    ).toBe(400);
    expect((await points(a, id, [point(t0, { end_score: 101 })])).statusCode).toBe(400);
    expect((await points(a, id, [point(t0, { duration_seconds: 0 })])).statusCode).toBe(400);
    expect((await points(a, id, [point(t0, { start_score: '90' })])).json()).toEqual({
      error: 'body.data_points.0.start_score must be number',
    });
    expect((await points(a, id, [{ ...point(t0), extra: 1 }])).json()).toEqual({
      error: 'Unknown field "extra" in body.data_points.0',
    });
    expect((await points(a, id, [point(t0, { timestamp: 'yesterday' })])).statusCode).toBe(400);
    expect((await start(a, t0, { time_zone: 'Mars/Olympus' })).statusCode).toBe(400);
    expect((await start(a, t0, { settings: { ...settings, sensitivity: 11 } })).statusCode).toBe(
      400,
    );
    expect((await start(a, t0, { settings: { ...settings, audio_alert: 'yes' } })).statusCode).toBe(
      400,
    );
    expect((await end(a, id, t0 - 1000)).json()).toEqual({
      error: 'end_time is before the session start',
    });
    expect((await end(a, id, t0 + 60_000, { mood: 'great' })).statusCode).toBe(400);
    await end(a, id, t0 + 60_000);
  });

  it('IDOR: B cannot write to, end, or read stats of A; everything answers 404', async () => {
    const t0 = t.clock() + 3 * 3600_000;
    const id = (await start(a, t0)).json().session_id as string;
    const write = await points(b, id, [point(t0 + 60_000)]);
    expect(write.statusCode).toBe(404);
    expect(write.json()).toEqual({ error: 'Session not found' });
    expect((await end(b, id, t0 + 60_000)).statusCode).toBe(404);
    expect((await lifetime(b, a.user.user_id)).statusCode).toBe(404);
    expect((await streaks(b, a.user.user_id)).statusCode).toBe(404);
    expect((await points(a, 'no-such-session', [point(t0)])).statusCode).toBe(404);
    // A's session is untouched and still A's to end.
    expect((await end(a, id, t0 + 30_000)).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/sessions',
          payload: { settings, start_time: iso(t0) },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('beacon end: text/plain body with auth_token works; a bad token is refused', async () => {
    const t0 = t.clock() + 4 * 3600_000;
    const id = (await start(a, t0)).json().session_id as string;
    const body = {
      end_time: iso(t0 + 90_000),
      final_score: 75,
      num_alerts: 0,
      total_seconds_bad_posture: 10,
      total_episodes: 0,
    };
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/end`,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ ...body, auth_token: 'forged.token.value' }),
    });
    expect(bad.statusCode).toBe(401);
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/end`,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ ...body, auth_token: b.access_token }),
    });
    expect(other.statusCode).toBe(404);
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/end`,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify(body),
    });
    expect(none.statusCode).toBe(401);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/end`,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ ...body, auth_token: a.access_token }),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ session_id: id, total_duration: 90, average_score: 75 });
    const stored = await t.app.services.db
      .selectFrom('sessions')
      .select('extras')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.extras).toBeNull();
    // auth_token is an end-only field: elsewhere it is an unknown field.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: bearerOf(a),
      payload: { settings, start_time: iso(t0), auth_token: a.access_token },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/sessions/${id}/end`,
          headers: { 'content-type': 'text/plain' },
          payload: 'not json',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('lifetime stats count sessions of at least 1 minute, from the totals written at /end', async () => {
    const c = await signup(t.app, undefined, 'Cara');
    const t0 = t.clock();
    const long = (await start(c, t0)).json().session_id as string;
    await end(c, long, t0 + 600_000, { total_seconds_bad_posture: 120 });
    const short = (await start(c, t0 + 700_000)).json().session_id as string;
    await end(c, short, t0 + 700_000 + 59_000, { total_seconds_bad_posture: 30 });
    const paused = (await start(c, t0 + 800_000)).json().session_id as string;
    const p = await end(c, paused, t0 + 800_000 + 400_000, {
      total_seconds_bad_posture: 60,
      paused_seconds: 100,
    });
    expect(p.json().total_duration).toBe(300);
    const res = await lifetime(c);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total_sessions: 2,
      total_time_tracked: 900,
      total_time_poor_posture: 180,
      average_session_duration: 450,
      good_posture_percentage: 80,
    });
  });

  it('the end body may carry breaks (kept with the extras); a bad count is a 400 that ends nothing', async () => {
    const b = await signup(t.app, undefined, 'Bree');
    const t0 = t.clock();
    const id = (await start(b, t0)).json().session_id as string;
    const bad = await end(b, id, t0 + 600_000, { breaks: -1 });
    expect(bad.statusCode).toBe(400);
    expect((await end(b, id, t0 + 600_000, { breaks: 1.5 })).statusCode).toBe(400);
    const ok = await end(b, id, t0 + 600_000, { breaks: 2 });
    expect(ok.statusCode).toBe(200);
    const row = await t.app.services.db
      .selectFrom('sessions')
      .select(['extras', 'closed_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.closed_by).toBe('client');
    expect(JSON.parse(row.extras!)).toMatchObject({ breaks: 2 });
    // Older clients send no breaks: still accepted.
    const old = (await start(b, t0 + 700_000)).json().session_id as string;
    expect((await end(b, old, t0 + 800_000)).statusCode).toBe(200);
  });

  it('closes a session that went quiet at its last data point; a later client end still wins', async () => {
    const d = await signup(t.app, undefined, 'Dan');
    const t0 = t.clock();
    const id = (await start(d, t0)).json().session_id as string;
    await points(d, id, [
      point(t0 + 60_000, { bad_posture_seconds: 20, good_posture_seconds: 40 }),
      point(t0 + 120_000, { bad_posture_seconds: 10, good_posture_seconds: 50 }),
    ]);
    // SESSION_IDLE_MS defaults to 10 minutes of silence after the last point.
    t.clock.advance(13 * 60_000);
    const stats = (await lifetime(d)).json();
    expect(stats).toMatchObject({
      total_sessions: 1,
      total_time_tracked: 120,
      total_time_poor_posture: 30,
    });
    const row = await t.app.services.db
      .selectFrom('sessions')
      .select(['closed_by', 'ended_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ closed_by: 'server', ended_at: t0 + 120_000 });
    const late = await end(d, id, t0 + 180_000);
    expect(late.statusCode).toBe(200);
    expect(late.json().total_duration).toBe(180);
    expect((await lifetime(d)).json().total_time_tracked).toBe(180);
  });

  it('streaks follow the local day of the IANA zone sent at start, UTC without one', async () => {
    let e = await signup(t.app, undefined, 'Eve');
    const run = async (startIso: string, tz?: string) => {
      const ms = Date.parse(startIso);
      const id = (await start(e, ms, tz ? { time_zone: tz } : {})).json().session_id as string;
      expect((await end(e, id, ms + 120_000)).statusCode).toBe(200);
    };
    // 23:30 in New York on 3 March is 04:30 UTC on 4 March: it counts for 3 March there.
    await run('2026-03-04T04:30:00Z', 'America/New_York');
    await run('2026-03-04T15:00:00Z', 'America/New_York');
    await run('2026-03-05T15:00:00Z', 'America/New_York');
    // a gap on 6 March, then 7 and 8 March
    await run('2026-03-07T15:00:00Z', 'America/New_York');
    await run('2026-03-08T15:00:00Z', 'America/New_York');
    t.clock.set(Date.parse('2026-03-08T20:00:00Z'));
    const res = await streaks(e);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      current_streak: 2,
      longest_streak: 3,
      time_zone: 'America/New_York',
    });
    expect(body.calendar_data).toHaveLength(35);
    expect(body.calendar_data.at(-1)).toEqual({ date: '2026-03-08', has_qualified_session: true });
    const active = body.calendar_data
      .filter((d: { has_qualified_session: boolean }) => d.has_qualified_session)
      .map((d: { date: string }) => d.date);
    expect(active).toEqual(['2026-03-03', '2026-03-04', '2026-03-05', '2026-03-07', '2026-03-08']);
    // The next day, before any session, the streak is still alive; the day after it is gone.
    // Access tokens live an hour on the moved clock; the refresh token carries the user across days.
    const later = async (when: string) => {
      t.clock.set(Date.parse(when));
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/user/refresh',
        headers: { authorization: `Bearer ${e.refresh_token}` },
      });
      e = { ...e, ...r.json() };
      return (await streaks(e)).json();
    };
    expect((await later('2026-03-09T20:00:00Z')).current_streak).toBe(2);
    expect((await later('2026-03-10T20:00:00Z')).current_streak).toBe(0);

    t.clock.set(Date.parse('2026-03-10T23:40:00Z'));
    const f = await signup(t.app, undefined, 'Finn');
    const id = (await start(f, Date.parse('2026-03-10T23:30:00Z'))).json().session_id as string;
    expect((await end(f, id, Date.parse('2026-03-10T23:32:00Z'))).statusCode).toBe(200);
    t.clock.set(Date.parse('2026-03-10T23:59:00Z'));
    expect((await streaks(f)).json()).toMatchObject({
      current_streak: 1,
      longest_streak: 1,
      time_zone: 'UTC',
    });
  });
});
