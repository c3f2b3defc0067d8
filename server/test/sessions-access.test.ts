import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Signed, type TestApp, bearerOf, signup, startApp } from './support/harness.ts';
import { iso, point, sessionCalls, settings } from './support/sessions.ts';
import { dbTargets } from './support/targets.ts';

describe.each(await dbTargets())('sessions, stats and streaks on $name', (target) => {
  let t: TestApp;
  let a: Signed;
  let b: Signed;
  const { start, points, end, lifetime, streaks } = sessionCalls(() => t);

  beforeAll(async () => {
    t = await startApp(target);
    a = await signup(t.app, undefined, 'Alice');
    b = await signup(t.app, undefined, 'Bob');
  });
  afterAll(() => t.close());

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
});
