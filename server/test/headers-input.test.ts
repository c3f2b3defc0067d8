// docs/api.md#server-rules on SQLite and PostgreSQL: response headers (Permissions-Policy, no-store
// on API answers, X-Frame-Options), query strings checked on every route, and a database error
// never reported as "already exists".
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestApp,
  bearerOf,
  signup,
  startApp,
  uniqueEmail,
  verifiedSignup,
  PASSWORD,
} from './support/harness.ts';
import { BASELINE } from './support/setups.ts';
import { dbTargets } from './support/targets.ts';

describe.each(await dbTargets())('headers and input on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(() => t.close());

  it('every answer carries Permissions-Policy (camera ours, microphone and the rest off) and X-Frame-Options DENY', async () => {
    for (const url of ['/api/health', '/api/user', '/', '/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      const policy = String(res.headers['permissions-policy']);
      expect(policy, url).toContain('camera=(self)');
      for (const off of ['microphone', 'geolocation', 'payment', 'usb'])
        expect(policy, url).toContain(`${off}=()`);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
  });

  it('API answers that carry tokens or personal data are Cache-Control: no-store', async () => {
    const email = uniqueEmail('cache');
    const s = await signup(t.app, email);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password: PASSWORD },
    });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/user/refresh',
      headers: { authorization: `Bearer ${login.json().refresh_token}` },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearerOf(s) });
    const exp = await t.app.inject({
      method: 'GET',
      url: '/api/user/export',
      headers: bearerOf(s),
    });
    const denied = await t.app.inject({ method: 'GET', url: '/api/user' });
    for (const res of [login, refresh, me, exp, denied]) {
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('repeated query parameters are a 400, never a 5xx (OAuth callback, verify, history)', async () => {
    const s = await signup(t.app);
    const id = s.user.user_id;
    const urls = [
      '/api/auth/google/callback?state=a&state=b',
      '/api/auth/google/callback?state=a&code=x&code=y',
      '/api/user/verify?token=a&token=b',
      `/api/users/${id}/history?days=7&days=8`,
      '/api/auth/google/start?mode=login&mode=signup',
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearerOf(s) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toMatch(/querystring/);
    }
  });

  it('routes without query parameters refuse one instead of passing it on', async () => {
    const s = await signup(t.app);
    for (const [method, url] of [
      ['GET', '/api/user?x=1'],
      ['GET', '/api/user/export?a=1&a=2'],
      ['GET', '/api/setups?x[y]=1'],
      ['POST', '/api/user/logout?z=1'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearerOf(s) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toMatch(/Unknown field .* in querystring/);
    }
  });

  it('a database error on signup is a 500, not "An account with this email already exists"', async () => {
    const drop = await failInserts(t, 'users', 'INSERT');
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/signup',
        payload: {
          first_name: 'A',
          last_name: 'B',
          email: uniqueEmail('dberr'),
          password: PASSWORD,
        },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'Internal server error' });
    } finally {
      await drop();
    }
    // and a real duplicate (of a verified address) answers as a new account, not a 500
    const email = uniqueEmail('dup');
    await verifiedSignup(t, email);
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { first_name: 'A', last_name: 'B', email, password: PASSWORD },
    });
    expect(dup.statusCode).toBe(201);
  });

  it('a database error on a setup rename is a 500, not "already exists"', async () => {
    const h = bearerOf(await signup(t.app));
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/setups/Desk',
      headers: h,
      payload: { baseline: BASELINE },
    });
    expect(put.statusCode).toBe(201);
    const drop = await failInserts(t, 'setups', 'UPDATE');
    try {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/setups/Desk',
        headers: h,
        payload: { name: 'Sofa' },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await drop();
    }
  });
});

/** A trigger that fails every INSERT or UPDATE on the table (an error that is no unique violation). */
async function failInserts(t: TestApp, table: string, op: 'INSERT' | 'UPDATE') {
  const db = t.app.db;
  const name = `fail_${table}_${op.toLowerCase()}`;
  if (t.app.dialect === 'sqlite') {
    await sql
      .raw(
        `CREATE TRIGGER ${name} BEFORE ${op} ON ${table} BEGIN SELECT RAISE(ABORT, 'disk trouble'); END`,
      )
      .execute(db);
    return async () => void (await sql.raw(`DROP TRIGGER ${name}`).execute(db));
  }
  await sql
    .raw(
      `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk trouble'; END $$`,
    )
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER ${name} BEFORE ${op} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}()`)
    .execute(db);
  return async () => {
    await sql.raw(`DROP TRIGGER ${name} ON ${table}`).execute(db);
    await sql.raw(`DROP FUNCTION ${name}()`).execute(db);
  };
}
