// GET /api/health/ready (docs/deploy.md, "Health and readiness"), on SQLite and PostgreSQL: 200
// while the database and a configured Redis answer, 503 while either does not, and back to 200
// when Redis returns. GET /api/health keeps its own answers (200, "degraded" with Redis down).
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { privateRedis } from '../../tests/support/private-redis.ts';
import { startApp } from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

const REDIS_PORT = 16_900 + (process.pid % 500);

const get = async (app: FastifyInstance, url: string) => {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as unknown };
};
const ready = (app: FastifyInstance) => get(app, '/api/health/ready');

describe.each(await dbTargets())('readiness on $name', (target) => {
  it('no Redis configured: ready while the database answers, 503 once it does not', async () => {
    const t = await startApp(target);
    try {
      expect(await ready(t.app)).toEqual({
        status: 200,
        body: { status: 'ready', database: target.name },
      });
      await t.app.db.destroy(); // the database goes away under the running app
      expect(await ready(t.app)).toEqual({
        status: 503,
        body: { error: 'Service temporarily unavailable' },
      });
    } finally {
      await t.close().catch(() => {}); // its handle is already closed
    }
  });

  it('Redis configured but down: not ready, while /api/health says degraded with 200', async () => {
    const t = await startApp(target, { REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      expect(await ready(t.app)).toEqual({
        status: 503,
        body: { error: 'Service temporarily unavailable' },
      });
      expect(await get(t.app, '/api/health')).toEqual({
        status: 200,
        body: { status: 'degraded', database: target.name, redis: 'degraded' },
      });
    } finally {
      await t.close();
    }
  }, 20_000);

  const redis = privateRedis(REDIS_PORT);
  if ('reason' in redis)
    console.warn(`[server tests] ${redis.reason}: the Redis readiness test cannot run here.`);
  it.skipIf('reason' in redis)(
    'Redis up, stopped, back: ready, 503, ready again',
    async () => {
      if ('reason' in redis) return;
      await redis.start();
      const t = await startApp(target, { REDIS_URL: redis.url });
      try {
        expect(await ready(t.app)).toEqual({
          status: 200,
          body: { status: 'ready', database: target.name, redis: 'ok' },
        });
        await redis.stop();
        for (let i = 0; i < 50 && (await ready(t.app)).status === 200; i++)
          await new Promise((r) => setTimeout(r, 100));
        expect(await ready(t.app)).toEqual({
          status: 503,
          body: { error: 'Service temporarily unavailable' },
        });
        await redis.start();
        for (let i = 0; i < 100 && (await ready(t.app)).status !== 200; i++)
          await new Promise((r) => setTimeout(r, 100));
        expect((await ready(t.app)).status).toBe(200);
      } finally {
        await t.close();
        await redis.stop();
      }
    },
    30_000,
  );
});
