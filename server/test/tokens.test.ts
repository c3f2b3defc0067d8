import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, bearerOf, refreshWith, signup, startApp } from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

describe.each(await dbTargets())('tokens on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(() => t.close());

  it('rotates the refresh token on every use; reusing a rotated one revokes the whole family', async () => {
    const s = await signup(t.app);
    const first = await refreshWith(t, s.refresh_token);
    expect(first.statusCode).toBe(200);
    const r1 = first.json();
    expect(Object.keys(r1).sort()).toEqual([
      'access_token',
      'expires_in',
      'refresh_in',
      'refresh_token',
      'token_type',
    ]);
    expect(r1.refresh_token).not.toBe(s.refresh_token);
    const second = await refreshWith(t, r1.refresh_token);
    expect(second.statusCode).toBe(200);
    const r2 = second.json();

    // An attacker replays the first token after the reuse grace interval (10 s, refresh-grace.test.ts):
    // the family dies, including the newest token and its access token.
    t.clock.advance(10_000);
    const replay = await refreshWith(t, s.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: 'Invalid or expired refresh token' });
    expect((await refreshWith(t, r2.refresh_token)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearerOf(r2) })).statusCode,
    ).toBe(401);
  });

  it('refresh without a token, with garbage, or after 30 days is a 401', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/user/refresh' })).json()).toEqual({
      error: 'Refresh token required',
    });
    expect((await refreshWith(t, 'garbage')).statusCode).toBe(401);
    const s = await signup(t.app);
    t.clock.advance(2_592_000_000 + 1000);
    expect((await refreshWith(t, s.refresh_token)).statusCode).toBe(401);
  });

  it('an access token cannot refresh and a refresh token cannot authenticate', async () => {
    const s = await signup(t.app);
    expect((await refreshWith(t, s.access_token)).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/user',
          headers: { authorization: `Bearer ${s.refresh_token}` },
        })
      ).statusCode,
    ).toBe(401);
  });
});
