import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  type TestApp,
  bearerOf,
  signup,
  startApp,
  uniqueEmail,
} from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

describe.each(await dbTargets())('user endpoints on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(() => t.close());

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
});
