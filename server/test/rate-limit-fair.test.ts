// Rate limits that cannot be turned against a user (docs/api.md#server-rules), on SQLite and
// PostgreSQL: failed logins count per account and source, a correct password is never limited by
// them, IPv6 sources count by /64, and every 429 says when to retry.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, type TestApp, signup, startApp, uniqueEmail } from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

const WINDOW_S = 600;
const LIMITS = {
  RATE_LIMIT_IP_MAX: '6',
  RATE_LIMIT_ACCOUNT_MAX: '2',
  RATE_LIMIT_WINDOW_MS: String(WINDOW_S * 1000),
};
const login = (t: TestApp, email: string, ip: string, password = 'Wrong-pass1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: ip,
    payload: { email, password },
  });
const retryAfter = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers['retry-after']);

describe.each(await dbTargets())('rate limits a stranger cannot use on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target, LIMITS);
  });
  afterAll(() => t.close());

  it('successful logins do not count toward the per-account limit', async () => {
    const email = uniqueEmail('ok');
    await signup(t.app, email);
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push((await login(t, email, '10.20.0.1', PASSWORD)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200]);
    // and failures after them still get their full allowance
    expect((await login(t, email, '10.20.0.1')).statusCode).toBe(401);
  });

  it("a stranger's failures lock out the stranger, not the account's owner", async () => {
    const email = uniqueEmail('victim');
    await signup(t.app, email);
    const attacker = [];
    for (let i = 0; i < 3; i++) attacker.push(await login(t, email, '10.21.0.66'));
    expect(attacker.map((r) => r.statusCode)).toEqual([401, 401, 429]);
    expect(retryAfter(attacker[2]!)).toBeGreaterThan(0);
    expect(retryAfter(attacker[2]!)).toBeLessThanOrEqual(WINDOW_S);
    // even the right password from the attacker's source waits out the window
    expect((await login(t, email, '10.21.0.66', PASSWORD)).statusCode).toBe(429);
    // the owner, elsewhere, gets in, and a typo of theirs is still a plain 401
    expect((await login(t, email, '10.21.0.7', PASSWORD)).statusCode).toBe(200);
    expect((await login(t, email, '10.21.0.7')).statusCode).toBe(401);
  });

  it('IPv6 sources count by /64: new addresses in one /64 do not reset the count', async () => {
    const email = uniqueEmail('v6');
    const codes = [];
    for (const ip of ['2001:db8:7:1::1', '2001:db8:7:1:ffff::2', '2001:db8:7:1:abcd:1:2:3'])
      codes.push((await login(t, email, ip)).statusCode);
    expect(codes).toEqual([401, 401, 429]);
    // another /64 is another source
    expect((await login(t, email, '2001:db8:7:2::1')).statusCode).toBe(401);
    // the per-source limit (6) is per /64 too
    const flood = [];
    for (let i = 1; i <= 7; i++)
      flood.push(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/user/verify?token=x',
            remoteAddress: `2001:db8:9:9:${i.toString(16)}::${i}`,
          })
        ).statusCode,
      );
    expect(flood.at(-1)).toBe(429);
  });

  it('every 429 carries Retry-After: per source, per account, signup, verify and forgot-password', async () => {
    const hit = async (make: (i: number) => InjectOptions, n: number) => {
      let last = await t.app.inject(make(0));
      for (let i = 1; i < n; i++) last = await t.app.inject(make(i));
      return last;
    };
    const answers = [
      await hit(
        (i) => ({
          method: 'POST' as const,
          url: '/api/user/login',
          remoteAddress: '10.22.0.1',
          payload: { email: uniqueEmail(`r${i}`), password: 'x' },
        }),
        7,
      ),
      await hit(
        () => ({
          method: 'POST',
          url: '/api/user/signup',
          remoteAddress: '10.22.0.2',
          payload: { first_name: 'a', last_name: 'b', email: 'bad', password: 'x' },
        }),
        7,
      ),
      await hit(
        () => ({ method: 'GET', url: '/api/user/verify?token=x', remoteAddress: '10.22.0.3' }),
        7,
      ),
      await hit(
        () => ({
          method: 'POST',
          url: '/api/user/forgot-password',
          remoteAddress: '10.22.0.4',
          payload: { email: 'same@example.test' },
        }),
        4,
      ),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ error: 'Too many requests' });
      expect(retryAfter(res)).toBeGreaterThan(0);
      expect(retryAfter(res)).toBeLessThanOrEqual(WINDOW_S);
    }
  });
});
