import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOFT_DELAY_MS, SOFT_MAX_WAIT_MS } from '../src/plugins/account-throttle.ts';
import { PASSWORD, type TestApp, signup, startApp, uniqueEmail } from './support/harness.ts';
import { type DbTarget, dbTargets, redisReason } from './support/targets.ts';

const SOFT = 3;
const PROXY = '10.9.0.1';
// Timers fire a little late and two cores are shared; a lower bound needs none of this.
const SLACK_MS = 1500;

/** One login through the proxy (TRUST_PROXY=1) for the client `xff`: status, Retry-After, time. */
async function attempt(t: TestApp, email: string, password: string, xff: string) {
  const started = Date.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': xff },
    payload: { email, password },
  });
  return { code: res.statusCode, retry: res.headers['retry-after'], ms: Date.now() - started };
}

/** `n` parallel wrong guesses at one account, each from its own client address. */
const burst = (t: TestApp, email: string, n: number, net: number) =>
  Promise.all(
    Array.from({ length: n }, (_, i) => attempt(t, email, `Wrong-guess${i}`, `203.0.${net}.${i}`)),
  );

/** Guesses past the soft limit wait in turn, one SOFT_DELAY_MS each: the k-th at least k of them. */
function expectDelayedPastSoft(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const late = sorted.slice(SOFT).map((ms, k) => ms - (k + 1) * SOFT_DELAY_MS);
  expect(late.every((d) => d >= -50)).toBe(true);
}

const redisDown = await redisReason();
if (redisDown)
  console.warn(
    `[server tests] Redis unreachable (${redisDown}): the soft limit is checked in memory only.`,
  );

/**
 * The per-account soft limit (docs/api.md#server-rules) counts every attempt before its password
 * is checked, so a parallel burst from many sources cannot pass it unslowed, and its queue is
 * bounded: no attempt, the owner's included, waits longer than SOFT_MAX_WAIT_MS.
 */
function suite(target: DbTarget, env: Record<string, string>, only?: 'burst') {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target, {
      TRUST_PROXY: '1',
      RATE_LIMIT_ACCOUNT_SOFT_MAX: `${SOFT}`,
      ...env,
    });
  });
  afterAll(() => t.close());

  it(`a burst of ${SOFT + 5} parallel guesses from as many sources: the 5 past the soft limit wait in turn`, async () => {
    const email = uniqueEmail('burst');
    await signup(t.app, email);
    const results = await burst(t, email, SOFT + 5, 1);
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    console.log(
      `[soft burst ${target.name}${only ? ' Redis' : ''}] answered after ${times.join(', ')} ms`,
    );
    expect(results.map((r) => r.code)).toEqual(Array(SOFT + 5).fill(401));
    expectDelayedPastSoft(times);
    expect(times.at(-1)!).toBeLessThan(5 * SOFT_DELAY_MS + SLACK_MS);
  }, 30_000);
  if (only) return;

  it('correct logins do not count as failures: the soft limit still allows its failures after them', async () => {
    const email = uniqueEmail('owner');
    await signup(t.app, email);
    for (let i = 0; i < SOFT + 2; i++)
      expect((await attempt(t, email, PASSWORD, `203.0.2.${i}`)).code).toBe(200);
    const results = await burst(t, email, SOFT + 1, 3);
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    console.log(`[soft after correct ${target.name}] answered after ${times.join(', ')} ms`);
    expect(times.slice(0, SOFT).every((ms) => ms < SOFT_DELAY_MS)).toBe(true);
    expectDelayedPastSoft(times);
  }, 30_000);

  const queued = SOFT_MAX_WAIT_MS / SOFT_DELAY_MS;
  it(`${SOFT + queued + 4} parallel guesses: ${queued} wait, 4 are 429 at once; the owner then gets in within the bound`, async () => {
    const email = uniqueEmail('flood');
    await signup(t.app, email);
    const results = await burst(t, email, SOFT + queued + 4, 4);
    const refused = results.filter((r) => r.code === 429);
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    console.log(
      `[soft bound ${target.name}] ${refused.length} refused after ${refused.map((r) => r.ms).join(', ')} ms (Retry-After ${refused.map((r) => r.retry).join(', ')}); slowest ${times.at(-1)} ms`,
    );
    expect(results.filter((r) => r.code === 401)).toHaveLength(SOFT + queued);
    expect(refused).toHaveLength(4);
    for (const r of refused) {
      expect(Number(r.retry)).toBeGreaterThanOrEqual(1);
      expect(r.ms).toBeLessThan(SOFT_DELAY_MS);
    }
    expect(times.at(-1)!).toBeLessThan(SOFT_MAX_WAIT_MS + SLACK_MS);
    const owner = await attempt(t, email, PASSWORD, '198.51.100.9');
    console.log(`[soft bound ${target.name}] the owner after it: ${owner.code} in ${owner.ms} ms`);
    expect(owner.code).toBe(200);
    expect(owner.ms).toBeLessThanOrEqual(SOFT_MAX_WAIT_MS);
  }, 40_000);
}

describe.each(await dbTargets())('the per-account soft limit on $name', (target) =>
  suite(target, {}),
);

// The count is one atomic increment in Redis too (REDIS_URL), the store instances share.
describe.skipIf(redisDown)('the per-account soft limit counted in Redis', async () =>
  suite((await dbTargets())[0]!, { REDIS_URL: 'redis://127.0.0.1:6379' }, 'burst'),
);
