// Redis stopped mid-load (REDIS_URL set): logins and refreshes keep answering, with no 5xx and no
// sign-in lost, while the rate limits count in memory; /api/health says Redis is degraded, and the
// counts go back to Redis when it returns, with no restart. A private redis-server on its own port
// is killed, never the shared one on 6379 that other suites use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PrivateRedis, privateRedis } from '../support/private-redis.ts';
import { apiServer } from './support/api-server.ts';
import { PASSWORD, call, signup } from './support/api.ts';
import { countBy, runLoad, sleep } from './support/load.ts';
import { percentile, record } from './support/metrics.ts';

const WORKERS = 4;
const redis = privateRedis(56379);
const unavailable = 'reason' in redis ? redis.reason : null;
if (unavailable) console.warn(`[reliability] Redis fault test skipped: ${unavailable}`);
const server = apiServer(3944, {
  REDIS_URL: 'url' in redis ? redis.url : '',
  LOG_LEVEL: 'fatal',
  // Limits that the load stays under, so every answer is judged on Redis alone.
  RATE_LIMIT_IP_MAX: '1000000',
  RATE_LIMIT_ACCOUNT_MAX: '1000000',
});

const redisState = async () =>
  ((await call(server.base, 'GET', '/health')).body as { redis?: string }).redis;

describe.skipIf(unavailable !== null)('Redis stopped mid-load', () => {
  const r = redis as PrivateRedis;
  const users: { email: string; refresh: string }[] = [];
  beforeAll(async () => {
    await r.start();
    await server.start();
    for (let w = 0; w < WORKERS; w++) {
      const u = await signup(server.base, `redisfault${w}`);
      users.push({ email: u.email, refresh: u.refresh_token });
    }
  });
  afterAll(async () => {
    await server.stop();
    await r.stop();
  });

  it('logins and refreshes: 0 5xx and no sign-in lost while Redis is gone; back on Redis after', async () => {
    expect(await redisState()).toBe('ok');
    // Each loop alternates a new login with refreshes of the sign-in it holds: a refresh token
    // that is lost (rotated but not answered) breaks the chain, and the last refresh below fails.
    const op = async (w: number, i: number) => {
      const u = users[w]!;
      if (i % 4 === 0) {
        const res = await call(server.base, 'POST', '/user/login', {
          body: { email: u.email, password: PASSWORD },
        });
        return res.status;
      }
      const res = await call(server.base, 'POST', '/user/refresh', { token: u.refresh });
      if (res.status === 200) u.refresh = (res.body as { refresh_token: string }).refresh_token;
      return res.status;
    };
    // Bounded by time and paced, never by a request count (support/load.ts): every phase below
    // is a span of time that gets load however fast the machine answers.
    const load = runLoad(WORKERS, op, { maxSeconds: 60, minIntervalMs: 25 });
    await sleep(2000);
    const stoppedAt = performance.now();
    await r.stop();
    await sleep(1000);
    const during = await redisState();
    await sleep(3000);
    const restartedAt = performance.now();
    await r.start();
    let backAt = NaN;
    for (let i = 0; i < 150 && Number.isNaN(backAt); i++) {
      if ((await redisState()) === 'ok') backAt = performance.now();
      else await sleep(100);
    }
    await sleep(2000);
    await load.stop();

    let lost = 0;
    for (const u of users)
      if ((await call(server.base, 'POST', '/user/refresh', { token: u.refresh })).status !== 200)
        lost++;
    const all = load.samples;
    const down = all.filter((s) => s.startedAt > stoppedAt && s.startedAt + s.ms < restartedAt);
    const after = all.filter((s) => s.startedAt > backAt);
    const before = all.filter((s) => s.startedAt + s.ms < stoppedAt);
    const failed = all.filter((s) => s.status === 0 || s.status >= 500).length;
    const figures = {
      requests: all.length,
      '5xx or no answer': failed,
      'before (200s)': before.filter((s) => s.status === 200).length,
      'down statuses': JSON.stringify(countBy(down, (s) => s.status)),
      'down p99 ms': Math.round(
        percentile(
          down.map((s) => s.ms),
          99,
        ),
      ),
      'health while down': String(during),
      'back on Redis after restart, ms': Math.round(backAt - restartedAt),
      'after statuses': JSON.stringify(countBy(after, (s) => s.status)),
      'sign-ins lost': lost,
    };
    record({ area: 'faults', item: 'Redis stopped mid-load (logins, refreshes)', figures });
    console.log('[redis fault]', figures);

    expect(failed).toBe(0);
    expect(before.length).toBeGreaterThan(10);
    expect(before.every((s) => s.status === 200)).toBe(true);
    expect(down.length).toBeGreaterThan(10);
    expect(countBy(down, (s) => s.status)).toEqual({ 200: down.length });
    expect(
      percentile(
        down.map((s) => s.ms),
        99,
      ),
    ).toBeLessThan(1000);
    expect(during).toBe('degraded');
    expect(Number.isFinite(backAt)).toBe(true);
    expect(after.length).toBeGreaterThan(10);
    expect(after.every((s) => s.status === 200)).toBe(true);
    expect(lost).toBe(0);
  });
});
