import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, type TestApp, bearerOf, signup, startApp } from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

describe.each(await dbTargets())('user endpoints on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(() => t.close());

  it('PUT /user updates the names and answers { user }', async () => {
    const s = await signup(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearerOf(s),
      payload: { first_name: 'Grace', last_name: 'Hopper' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      user_id: s.user.user_id,
    });
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearerOf(s),
      payload: { first_name: '', last_name: 'Hopper' },
    });
    expect(empty.statusCode).toBe(400);
    const extra = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearerOf(s),
      payload: { first_name: 'A', last_name: 'B', email: 'x@y.z' },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toBe('Unknown field "email" in body');
  });

  it('export returns the user with sessions, data points and feedback; delete removes it all', async () => {
    const s = await signup(t.app);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: bearerOf(s),
      payload: {
        settings: { sensitivity: 5, alert_frequency: 15, audio_alert: true },
        start_time: new Date(t.clock()).toISOString(),
      },
    });
    const id = start.json().session_id;
    await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/datapoints`,
      headers: bearerOf(s),
      payload: {
        data_points: [
          {
            timestamp: new Date(t.clock() + 60_000).toISOString(),
            start_score: 100,
            end_score: 90,
            good_posture_seconds: 50,
            bad_posture_seconds: 10,
            duration_seconds: 60,
          },
        ],
      },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: bearerOf(s),
      payload: {
        feedback_type: 'detailed',
        feedback_text: 'Lovely',
        user_agent: 'test',
        timestamp: new Date(t.clock()).toISOString(),
      },
    });
    const exp = await t.app.inject({
      method: 'GET',
      url: '/api/user/export',
      headers: bearerOf(s),
    });
    expect(exp.statusCode).toBe(200);
    const data = exp.json();
    expect(data.user.user_id).toBe(s.user.user_id);
    expect(JSON.stringify(data)).not.toMatch(/argon2|password_hash/);
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0].data_points).toHaveLength(1);
    expect(data.feedback[0].feedback_text).toBe('Lovely');

    const del = await t.app.inject({ method: 'DELETE', url: '/api/user', headers: bearerOf(s) });
    expect(del.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearerOf(s) })).statusCode,
    ).toBe(401);
    const db = t.app.services.db;
    expect(
      await db.selectFrom('sessions').select('id').where('user_id', '=', s.user.user_id).execute(),
    ).toHaveLength(0);
    expect(
      await db
        .selectFrom('data_points')
        .select('session_id')
        .where('session_id', '=', id)
        .execute(),
    ).toHaveLength(0);
    expect(
      await db.selectFrom('feedback').select('id').where('user_id', '=', s.user.user_id).execute(),
    ).toHaveLength(0);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: s.user.email_address, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });
});
