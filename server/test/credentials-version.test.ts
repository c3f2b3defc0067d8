import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  type TestApp,
  bearerOf,
  mailFor,
  signup,
  startApp,
  tokenFrom,
  uniqueEmail,
} from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

const NEW_PASSWORD = 'Another-Pass2';
const ROUNDS = 6;
/** logins with the old password per round, sent 0-14 ms after the reset */
const LOGINS = 8;

/**
 * The credentials version (docs/api.md#sign-ins, ASP.NET Identity's security stamp): a login that
 * read the old password hash and finishes argon2 after a reset must not hold a live sign-in.
 */
describe.each(await dbTargets())('credentials version on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });

  /** Whether a sign-in still works: its access token reads the profile or its refresh token refreshes. */
  async function live(s: { access_token: string; refresh_token: string }) {
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearerOf(s) });
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/user/refresh',
      headers: { authorization: `Bearer ${s.refresh_token}` },
    });
    return me.statusCode === 200 || refreshed.statusCode === 200;
  }

  it(`${ROUNDS} rounds of ${LOGINS} logins with the old password around a reset leave no live sign-in`, async () => {
    let succeeded = 0;
    let alive = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const email = uniqueEmail('race');
      await signup(t.app, email);
      await t.app.inject({
        method: 'POST',
        url: '/api/user/forgot-password',
        payload: { email },
      });
      const token = tokenFrom((await mailFor(t, email, /Reset/))?.link ?? null);
      expect(token).toBeTruthy();
      const reset = t.app.inject({
        method: 'POST',
        url: '/api/user/reset-password',
        payload: { token, new_password: NEW_PASSWORD },
      });
      const logins = Array.from({ length: LOGINS }, (_, i) =>
        sleep(i * 2).then(() => login(email, PASSWORD)),
      );
      expect((await reset).statusCode).toBe(200);
      for (const res of await Promise.all(logins)) {
        if (res.statusCode !== 200) continue;
        succeeded++;
        if (await live(res.json())) alive++;
      }
    }
    console.log(`[credentials race] ${succeeded} old-password logins answered 200, ${alive} live`);
    expect(alive).toBe(0);
  });

  it('a sign-in made before a reset ends with it, and the new password signs in', async () => {
    const email = uniqueEmail('before');
    const before = await signup(t.app, email);
    await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email } });
    const token = tokenFrom((await mailFor(t, email, /Reset/))?.link ?? null);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token, new_password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect(await live(before)).toBe(false);
    expect(await live(reset.json())).toBe(true);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
  });
});
