import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, signup, startApp } from './support/harness.ts';
import { point, sessionCalls } from './support/sessions.ts';
import { dbTargets } from './support/targets.ts';

describe.each(await dbTargets())('sessions, stats and streaks on $name', (target) => {
  let t: TestApp;
  const { start, points, end, lifetime, streaks } = sessionCalls(() => t);

  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(() => t.close());

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
