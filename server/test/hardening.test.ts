import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  type TestApp,
  readOutbox,
  signup,
  startApp,
  tokenFrom,
  uniqueEmail,
} from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

const PARALLEL = 8;
const ROUNDS = 3;

/** The low findings of issue 46 (docs/api.md#server-rules, docs/deploy.md), through the real app. */
describe.each(await dbTargets())('account hardening on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target, { CORS_ORIGIN: 'https://app.example' });
  });
  afterAll(() => t.close());

  it(`${ROUNDS} rounds of ${PARALLEL} parallel link requests leave one live reset link each`, async () => {
    const live: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const email = uniqueEmail('links');
      await signup(t.app, email);
      await Promise.all(
        Array.from({ length: PARALLEL }, () =>
          t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email } }),
        ),
      );
      await t.app.services.mailer.flush();
      const links = (await readOutbox(t.outbox))
        .filter((m) => m.to.includes(email) && /Reset/.test(m.subject))
        .map((m) => tokenFrom(m.link));
      expect(links).toHaveLength(PARALLEL);
      let worked = 0;
      for (const token of links) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/user/reset-password',
          payload: { token, new_password: `${PASSWORD}-${worked}` },
        });
        if (res.statusCode === 200) worked++;
      }
      live.push(worked);
    }
    console.log(`[link race] live reset links per round: ${live.join(', ')}`);
    expect(live).toEqual(Array(ROUNDS).fill(1));
  });

  it('CORS preflight allows PATCH (setup renames from another origin)', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/setups/some-id',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(String(res.headers['access-control-allow-methods'])).toMatch(/\bPATCH\b/);
  });

  it.each(['0', '0.5'])('OUTBOX_KEEP_DAYS=%s is refused at start', async (days) => {
    await expect(startApp(target, { OUTBOX_KEEP_DAYS: days })).rejects.toThrow(
      /OUTBOX_KEEP_DAYS must be at least 1/,
    );
  });

  it('the OAuth start and callback have a per-source limit', async () => {
    const limited = await startApp(target, { RATE_LIMIT_IP_MAX: '3' });
    try {
      for (const url of ['/api/auth/google/start', '/api/auth/google/callback?state=x']) {
        const codes = [];
        for (let i = 0; i < 4; i++)
          codes.push(
            (await limited.app.inject({ method: 'GET', url, remoteAddress: '10.7.0.1' }))
              .statusCode,
          );
        expect(codes).toEqual([302, 302, 302, 429]);
      }
    } finally {
      await limited.close();
    }
  });
});
