import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, type TestApp, signup, startApp, uniqueEmail } from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

const LIMIT = 10;
const PARALLEL = 14;

/**
 * The failed-login limit per account and source (docs/api.md#server-rules) is counted before the
 * password is checked, so parallel guesses cannot all pass a limit read before any of them failed.
 */
describe.each(await dbTargets())('the failed-login limit on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target, { RATE_LIMIT_ACCOUNT_MAX: String(LIMIT) });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: ip,
      payload: { email, password },
    });

  it(`${PARALLEL} parallel wrong passwords: ${LIMIT} are checked, the rest are 429`, async () => {
    const email = uniqueEmail('guess');
    await signup(t.app, email);
    const codes = (
      await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) => login(email, `Wrong-guess${i}`, '10.6.0.1')),
      )
    ).map((r) => r.statusCode);
    const checked = codes.filter((c) => c === 401).length;
    console.log(`[guess race] ${checked} of ${PARALLEL} parallel guesses checked (limit ${LIMIT})`);
    expect(checked).toBe(LIMIT);
    expect(codes.filter((c) => c === 429)).toHaveLength(PARALLEL - LIMIT);
    // the owner from elsewhere is not locked out
    expect((await login(email, PASSWORD, '10.6.0.2')).statusCode).toBe(200);
  });

  it('correct logins do not use up the limit; failures after them still do', async () => {
    const email = uniqueEmail('owner');
    await signup(t.app, email);
    for (let i = 0; i < LIMIT + 2; i++)
      expect((await login(email, PASSWORD, '10.6.1.1')).statusCode).toBe(200);
    const codes = [];
    for (let i = 0; i < LIMIT + 1; i++)
      codes.push((await login(email, 'Wrong-guess1', '10.6.1.1')).statusCode);
    expect(codes).toEqual([...Array(LIMIT).fill(401), 429]);
  });

  it('failures from many sources slow the account down to one attempt a second, never lock it', async () => {
    const soft = await startApp(target, { RATE_LIMIT_ACCOUNT_SOFT_MAX: '3' });
    try {
      const email = uniqueEmail('spread');
      await signup(soft.app, email);
      const attempt = (password: string, ip: string) =>
        soft.app.inject({
          method: 'POST',
          url: '/api/user/login',
          remoteAddress: ip,
          payload: { email, password },
        });
      for (let i = 0; i < 3; i++)
        expect((await attempt('Wrong-guess1', `10.5.${i}.1`)).statusCode).toBe(401);
      // Past the soft limit, four parallel attempts from four more sources wait in turn (one
      // second each, a lower bound: a delay), and the owner's correct password still gets in.
      const started = Date.now();
      const codes = (
        await Promise.all([
          attempt('Wrong-guess2', '10.5.10.1'),
          attempt('Wrong-guess3', '10.5.11.1'),
          attempt('Wrong-guess4', '10.5.12.1'),
          attempt(PASSWORD, '10.5.13.1'),
        ])
      ).map((r) => r.statusCode);
      const took = Date.now() - started;
      console.log(`[soft limit] 4 attempts past it took ${took} ms`);
      expect(codes).toEqual([401, 401, 401, 200]);
      expect(took).toBeGreaterThanOrEqual(3900);
    } finally {
      await soft.close();
    }
  });
});
