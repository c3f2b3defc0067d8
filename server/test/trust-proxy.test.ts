import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startApp, uniqueEmail } from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

const LIMITS = { RATE_LIMIT_IP_MAX: '3', RATE_LIMIT_ACCOUNT_MAX: '100' };
const PROXY = '10.9.0.1';

/** Four failed logins from `from`, each with its own X-Forwarded-For; the status codes. */
async function fourLogins(t: TestApp, from: string, xff: (i: number) => string) {
  const codes = [];
  for (let i = 0; i < 4; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: from,
      headers: { 'x-forwarded-for': xff(i) },
      payload: { email: uniqueEmail('proxy'), password: 'Nope-nope1' },
    });
    codes.push(res.statusCode);
  }
  return codes;
}

/**
 * TRUST_PROXY (docs/deploy.md): a hop count or the proxies' addresses, never "every client", so a
 * client cannot claim a fresh source on every request and dodge the per-source limits.
 */
describe.each(await dbTargets())('TRUST_PROXY on $name', (target) => {
  it.each(['true', 'yes', '10.0.0.0/33', '127.0.0.1, proxy.example'])(
    'TRUST_PROXY=%s is refused at start with a clear message',
    async (value) => {
      await expect(startApp(target, { TRUST_PROXY: value })).rejects.toThrow(/TRUST_PROXY/);
    },
  );

  describe('as a hop count (1)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startApp(target, { ...LIMITS, TRUST_PROXY: '1' });
    });
    afterAll(() => t.close());

    it('the client is the address the proxy appended: a forged first entry dodges nothing', async () => {
      const codes = await fourLogins(t, PROXY, (i) => `198.51.100.${i}, 203.0.113.7`);
      expect(codes).toEqual([401, 401, 401, 429]);
      // another client behind the same proxy has its own count
      expect(await fourLogins(t, PROXY, () => '203.0.113.8')).toEqual([401, 401, 401, 429]);
    });
  });

  describe('as a list of proxy addresses', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startApp(target, { ...LIMITS, TRUST_PROXY: `127.0.0.1, ${PROXY}/32` });
    });
    afterAll(() => t.close());

    it('clients behind the listed proxy count apart', async () => {
      expect(await fourLogins(t, PROXY, (i) => `203.0.113.${20 + i}`)).toEqual([
        401, 401, 401, 401,
      ]);
    });

    it('X-Forwarded-For from an address not listed is ignored', async () => {
      expect(await fourLogins(t, '10.8.0.1', (i) => `203.0.113.${40 + i}`)).toEqual([
        401, 401, 401, 429,
      ]);
    });
  });
});
