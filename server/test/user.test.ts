import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  type TestApp,
  bearerOf,
  signup,
  startApp,
  uniqueEmail,
  verifiedSignup,
} from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

describe.each(await dbTargets())('user endpoints on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(() => t.close());

  it('signs up with the documented token shape, stores an argon2id hash with the documented parameters', async () => {
    const email = uniqueEmail('Shape');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { first_name: ' Ada ', last_name: 'Lovelace', email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'access_token',
      'expires_in',
      'refresh_in',
      'refresh_token',
      'token_type',
      'user',
    ]);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, refresh_in: 2592000 });
    expect(body.user).toMatchObject({
      email_address: email.toLowerCase(),
      first_name: 'Ada',
      last_name: 'Lovelace',
      is_verified: false,
      oauth_provider: null,
    });
    expect(new Date(body.user.CreatedAt).getTime()).toBe(t.clock());
    const row = await t.app.services.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', body.user.user_id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  // A verified duplicate, whatever its case, answers as a new account (signup-registered.test.ts).
  it('a verified duplicate e-mail, whatever its case, makes no second account', async () => {
    const email = uniqueEmail('dup');
    const owner = await verifiedSignup(t, email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { first_name: 'B', last_name: 'C', email: email.toUpperCase(), password: PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    const ids = await t.app.services.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email.toLowerCase())
      .execute();
    expect(ids).toEqual([{ id: owner.user.user_id }]);
  });

  it.each([
    [
      { first_name: 'A', last_name: 'B', email: 'x@example.test', password: 'short1A' },
      'Password must be at least 8 characters',
    ],
    [
      { first_name: 'A', last_name: 'B', email: 'x@example.test', password: 'alllowercase1' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [
      { first_name: '  ', last_name: 'B', email: 'x@example.test', password: PASSWORD },
      'First name cannot be empty',
    ],
    [
      { first_name: 'A', last_name: ' ', email: 'x@example.test', password: PASSWORD },
      'Last name cannot be empty',
    ],
    [
      { first_name: 'A', last_name: 'B', email: 'not-an-email', password: PASSWORD },
      'Email is invalid',
    ],
    [
      { first_name: 'A', last_name: 'B', email: 'x@example.test', password: PASSWORD, admin: true },
      'Unknown field "admin" in body',
    ],
    [
      { first_name: 'A', last_name: 'B', email: 'x@example.test' },
      'Missing field "password" in body',
    ],
    [
      { first_name: 1, last_name: 'B', email: 'x@example.test', password: PASSWORD },
      'body.first_name must be string',
    ],
  ])('rejects a bad signup body with 400 and a clear message (%#)', async (payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/signup', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('does not coerce types: a numeric password is a 400, not the string "12345678"', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'x@example.test', password: 12345678 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('body.password must be string');
  });

  it('answers malformed JSON and a wrong media type with { error }', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(typeof bad.json().error).toBe('string');
    const media = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(media.statusCode).toBe(400);
    expect(typeof media.json().error).toBe('string');
  });

  it('logs in; unknown e-mail, wrong password and Google-only account get one identical answer', async () => {
    const email = uniqueEmail('login');
    await signup(t.app, email);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: email.toUpperCase(), password: PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email_address).toBe(email.toLowerCase());

    const google = uniqueEmail('google-only');
    await t.app.services.db
      .insertInto('users')
      .values({
        id: `g-${google}`,
        email: google,
        first_name: 'G',
        last_name: 'O',
        password_hash: null,
        is_verified: 1,
        oauth_provider: 'google',
        oauth_subject: `iss#${google}`,
        created_at: 1,
        updated_at: 1,
      })
      .execute();
    const answers = await Promise.all(
      [
        { email, password: 'Wrong-Pass1' },
        { email: uniqueEmail('nobody'), password: PASSWORD },
        { email: google, password: PASSWORD },
      ].map((payload) => t.app.inject({ method: 'POST', url: '/api/user/login', payload })),
    );
    for (const a of answers) {
      expect(a.statusCode).toBe(401);
      expect(a.body).toBe(JSON.stringify({ error: 'Invalid email or password' }));
    }
  });

  it('GET /user needs a valid bearer token and returns the profile', async () => {
    const s = await signup(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearerOf(s) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user_id: s.user.user_id, first_name: 'Ada' });
    const none = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'Authentication required' });
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${s.access_token.slice(0, -3)}abc` },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ error: 'Invalid or expired access token' });
  });

  it('feedback: no bearer credential is anonymous, a malformed one is a 401 that stores nothing', async () => {
    const post = (authorization?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: authorization ? { authorization } : {},
        payload: {
          feedback_type: 'positive',
          feedback_text: 'fine',
          user_agent: 'test',
          timestamp: '2026-03-10T12:00:00Z',
        },
      });
    const count = async () =>
      Number(
        (
          await t.app.services.db
            .selectFrom('feedback')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect((await post()).statusCode).toBe(201);
    expect((await post('Basic dXNlcjpwYXNz')).statusCode).toBe(201);
    for (const header of ['Bearer two words', 'Bearer zo KoL1wK', 'bearer x y']) {
      const res = await post(header);
      expect(res.statusCode, header).toBe(401);
      expect(res.json()).toEqual({ error: 'Invalid or expired access token' });
    }
    expect(await count()).toBe(before + 2);
  });

  it('rejects an access token past its 3600 s life (injected clock), even one it accepted before', async () => {
    const s = await signup(t.app);
    // Accepted first, so the server has remembered it as verified (auth/tokens.ts).
    t.clock.advance(3599_000);
    const ok = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearerOf(s) });
    expect(ok.statusCode).toBe(200);
    t.clock.advance(1_000);
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearerOf(s) });
    expect(res.statusCode).toBe(401);
  });

  it('rejects an alg:none token and a token signed with another secret', async () => {
    const s = await signup(t.app);
    const [, payload] = s.access_token.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${none}` },
    });
    expect(res.statusCode).toBe(401);
  });

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

  it('logout revokes this sign-in (access and refresh) but not another device', async () => {
    const email = uniqueEmail('logout');
    const a = await signup(t.app, email);
    const bRes = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password: PASSWORD },
    });
    const b = bRes.json();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: bearerOf(a),
    });
    expect(out.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearerOf(a) })).statusCode,
    ).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/user/refresh',
      headers: { authorization: `Bearer ${a.refresh_token}` },
    });
    expect(refresh.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearerOf(b) })).statusCode,
    ).toBe(200);
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

  it('feedback: anonymous works, detailed needs text, bad type is a 400', async () => {
    const ts = new Date(t.clock()).toISOString();
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { feedback_type: 'positive', feedback_text: '', user_agent: 'ua', timestamp: ts },
    });
    expect(anon.statusCode).toBe(201);
    expect(typeof anon.json().feedback_id).toBe('string');
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { feedback_type: 'detailed', feedback_text: '   ', user_agent: 'ua', timestamp: ts },
    });
    expect(blank.statusCode).toBe(400);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { feedback_type: 'angry', feedback_text: 'x', user_agent: 'ua', timestamp: ts },
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('health, OpenAPI and unknown API paths', async () => {
    const h = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(h.json()).toEqual({ status: 'ok', database: target.name });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    // Paths are relative to the document's server URL /api, exactly as docs/api.md#calls writes them.
    expect(doc.servers).toEqual([{ url: '/api' }]);
    for (const p of [
      '/user/login',
      '/user/signup',
      '/user/refresh',
      '/user',
      '/user/verify',
      '/user/resend-verification',
      '/user/forgot-password',
      '/user/reset-password',
      '/users/{userId}/stats/lifetime',
      '/users/{userId}/streaks',
      '/users/{userId}/history',
      '/users/{userId}/stats/hourly',
      '/sessions',
      '/sessions/{id}/end',
      '/sessions/{id}/datapoints',
      '/feedback',
      '/user/logout',
      '/user/sign-ins',
      '/user/sign-ins/{id}',
      '/user/sign-ins/end-others',
      '/user/export',
      '/auth/google/start',
      '/auth/google/callback',
      '/health',
    ]) {
      expect(doc.paths, p).toHaveProperty([p]);
    }
    // Bodies and answers refer to named schemas (docs/api.md#openapi).
    const named = (schema: { $ref: string }) =>
      doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')];
    expect(
      named(doc.paths['/user/signup'].post.requestBody.content['application/json'].schema)
        .additionalProperties,
    ).toBe(false);
    // The history routes document their ?days= and the nullable average.
    const history = doc.paths['/users/{userId}/history'].get;
    expect(
      history.parameters.map((p: { in: string; name: string }) => `${p.in}:${p.name}`),
    ).toEqual(expect.arrayContaining(['query:days', 'path:userId']));
    expect(history.responses).toHaveProperty(['400']);
    const day = named(
      named(history.responses['200'].content['application/json'].schema).properties.days.items,
    );
    expect(Object.keys(day.properties)).toEqual([
      'date',
      'tracked_seconds',
      'bad_posture_seconds',
      'looking_down_seconds',
      'average_score',
      'session_count',
    ]);
    const hour = named(
      named(
        doc.paths['/users/{userId}/stats/hourly'].get.responses['200'].content['application/json']
          .schema,
      ).properties.hours.items,
    );
    expect(hour.properties.hour).toMatchObject({ minimum: 0, maximum: 23 });
    const missing = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Not found' });
  });
});
