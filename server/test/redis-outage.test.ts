// REDIS_URL with a Redis that is down or goes down (docs/api.md#server-rules), on SQLite and
// PostgreSQL: rate limits count in memory with one logged warning, login and refresh keep
// working at once, /api/health says Redis is degraded, and the counts go back to Redis.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { privateRedis } from '../../tests/support/private-redis.ts';
import { buildApp, loggerOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { PASSWORD, signup, uniqueEmail } from './support/harness.ts';
import { type DbTarget, dbTargets } from './support/targets.ts';

const REDIS_PORT = 16_380 + (process.pid % 500);

async function appWithRedis(target: DbTarget, redisUrl: string) {
  const dir = mkdtempSync(join(tmpdir(), 'posture-redis-'));
  const url = target.freshUrl(dir);
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const config = loadConfig(
    {
      DATABASE_URL: url,
      DATA_DIR: dir,
      MAIL_OUTBOX: join(dir, 'outbox'),
      JWT_SECRET: 'redis-test-secret-0123456789-0123456789-abc',
      REDIS_URL: redisUrl,
      RATE_LIMIT_IP_MAX: '3',
      RATE_LIMIT_ACCOUNT_MAX: '1000',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    dir,
  );
  const app = await buildApp({ config, logger: { ...loggerOptions, level: 'info', stream } });
  await app.ready();
  return {
    app,
    logs,
    warnings: () => logs.filter((l) => l.includes('Redis unavailable')).length,
    close: async () => {
      await app.close();
      await target.dispose(url);
    },
  };
}

async function loginAndRefresh(app: FastifyInstance, email: string, ip: string) {
  const t0 = performance.now();
  const login = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: ip,
    payload: { email, password: PASSWORD },
  });
  const refresh =
    login.statusCode === 200
      ? await app.inject({
          method: 'POST',
          url: '/api/user/refresh',
          remoteAddress: ip,
          headers: { authorization: `Bearer ${login.json().refresh_token}` },
        })
      : null;
  return { login: login.statusCode, refresh: refresh?.statusCode, ms: performance.now() - t0 };
}

const health = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/api/health' })).json();

describe.each(await dbTargets())('Redis outage on $name', (target) => {
  it('Redis down from the start: login and refresh work at once, health says degraded, one warning', async () => {
    const t = await appWithRedis(target, 'redis://127.0.0.1:1');
    try {
      const email = uniqueEmail('noredis');
      await signup(t.app, email);
      for (let i = 0; i < 3; i++) {
        const r = await loginAndRefresh(t.app, email, `10.40.0.${i}`);
        expect(r).toMatchObject({ login: 200, refresh: 200 });
        expect(r.ms).toBeLessThan(1500);
      }
      expect(await health(t.app)).toEqual({
        status: 'degraded',
        database: target.name,
        redis: 'degraded',
      });
      // the limits still hold, counted in memory
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push((await loginAndRefresh(t.app, uniqueEmail('x'), '10.40.1.1')).login);
      expect(codes).toEqual([401, 401, 401, 429]);
      expect(t.warnings()).toBe(1);
    } finally {
      await t.close();
    }
  }, 20_000);

  const redis = privateRedis(REDIS_PORT);
  if ('reason' in redis)
    console.warn(`[server tests] ${redis.reason}: the Redis stop-and-return test cannot run here.`);
  it.skipIf('reason' in redis)(
    'Redis stops mid-use and comes back: no 5xx, health follows it, counts return to Redis',
    async () => {
      if ('reason' in redis) return;
      await redis.start();
      const t = await appWithRedis(target, redis.url);
      try {
        const email = uniqueEmail('flap');
        await signup(t.app, email);
        expect((await health(t.app)).redis).toBe('ok');
        expect(await loginAndRefresh(t.app, email, '10.41.0.1')).toMatchObject({
          login: 200,
          refresh: 200,
        });
        await redis.stop();
        for (let i = 0; i < 3; i++) {
          const r = await loginAndRefresh(t.app, email, `10.41.1.${i}`);
          expect(r).toMatchObject({ login: 200, refresh: 200 });
          expect(r.ms).toBeLessThan(1500);
        }
        expect((await health(t.app)).redis).toBe('degraded');
        await redis.start();
        for (let i = 0; i < 100 && (await health(t.app)).redis !== 'ok'; i++)
          await new Promise((r) => setTimeout(r, 100));
        expect(await health(t.app)).toEqual({ status: 'ok', database: target.name, redis: 'ok' });
        expect(await loginAndRefresh(t.app, email, '10.41.2.1')).toMatchObject({ login: 200 });
        // the restarted Redis started empty: the login's count is there, so counting is back in Redis
        const probe = new Redis(redis.url);
        try {
          expect((await probe.keys('posture-rl:*')).length).toBeGreaterThan(0);
        } finally {
          probe.disconnect();
        }
        expect(t.warnings()).toBe(1);
        expect(t.logs.some((l) => l.includes('Redis is back'))).toBe(true);
      } finally {
        await t.close();
        await redis.stop();
      }
    },
    30_000,
  );
});
