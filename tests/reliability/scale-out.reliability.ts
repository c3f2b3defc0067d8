// Scale-out (server/README.md#security-and-behaviour): two real server processes on one PostgreSQL
// schema and one Redis, behind a round-robin proxy. A sign-in on one instance refreshes on the
// other, the shared rate limit trips at the same count as on one instance, and a minute of mixed
// load has zero errors.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_URL } from '../../server/test/support/targets.ts';
import { apiServer } from './support/api-server.ts';
import { PASSWORD, call, settings, signup } from './support/api.ts';
import { mixedLoad } from './support/mixed-load.ts';
import { percentile, record } from './support/metrics.ts';
import { type Proxy, roundRobinProxy } from './support/round-robin-proxy.ts';

const LOGIN_LIMIT = 12;
const SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 60);
const schema = `rel_${randomBytes(5).toString('hex')}`;
// Rate-limit keys are per client IP: a per-run fake address range keeps this run's counts apart
// from other suites sharing this Redis.
const net = `198.18.${randomBytes(1)[0]}`;
const ip = (n: number) => `${net}.${n % 250}`;
// The load's requests each come from their own address (a /16 picked per run), so the login and
// refresh limits, which are not what this part measures, never trip.
const loadNet = `10.${randomBytes(1)[0]}`;
const loadIp = (i: number) => `${loadNet}.${(i >> 8) & 255}.${i & 255}`;
const env = {
  DATABASE_URL: `${PG_URL}?schema=${schema}`,
  REDIS_URL: 'redis://127.0.0.1:6379/11',
  // The load comes from this host with X-Forwarded-For: the proxy is 127.0.0.1 (true is refused).
  TRUST_PROXY: '127.0.0.1',
  // One deployment, one issuer: PUBLIC_URL (the JWT iss) and JWT_SECRET must match on every instance.
  PUBLIC_URL: 'http://posture.test',
  RATE_LIMIT_IP_MAX: String(LOGIN_LIMIT),
  RATE_LIMIT_ACCOUNT_MAX: '100000',
  LOG_LEVEL: 'fatal',
  // The 503 guard has its own suite (fault-pressure); on a shared 2-core box another job's load can
  // stall the loop past 1 s, and a shed request here would be that job's doing, not scale-out's.
  MAX_EVENT_LOOP_DELAY_MS: '5000',
};
const a = apiServer(3951, env);
const b = apiServer(3952, env);
let proxy: Proxy;

async function reachable(): Promise<string | null> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    return null;
  } catch (err) {
    return (err as Error).message;
  } finally {
    await c.end().catch(() => {});
  }
}
const down = await reachable();
if (down)
  console.warn(`[reliability] scale-out skipped: PostgreSQL at ${PG_URL} unreachable (${down})`);

describe.skipIf(down !== null)(
  'two instances behind a round-robin proxy (PostgreSQL + Redis)',
  () => {
    beforeAll(async () => {
      await a.start(); // one at a time: the first start runs the migrations on the fresh schema
      await b.start();
      proxy = await roundRobinProxy([a.base, b.base]);
    });
    afterAll(async () => {
      await proxy?.close();
      await Promise.all([a.stop(), b.stop()]);
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop schema if exists "${schema}" cascade`);
      await c.end();
    });

    it('signs in on one instance and refreshes on the other', async () => {
      const u = await signup(a.base, 'scale', { 'x-forwarded-for': ip(1) });
      const r = await call(b.base, 'POST', '/user/refresh', {
        token: u.refresh_token,
        headers: { 'x-forwarded-for': ip(1) },
      });
      expect(r.status).toBe(200);
      const fresh = r.body as { access_token: string; refresh_token: string };
      expect((await call(a.base, 'GET', '/user', { token: fresh.access_token })).status).toBe(200);
      // The rotation is in the shared database: inside the reuse grace interval the
      // other instance answers the rotated token with the same successor, and forks nothing.
      const again = await call(a.base, 'POST', '/user/refresh', {
        token: u.refresh_token,
        headers: { 'x-forwarded-for': ip(1) },
      });
      expect(again.status).toBe(200);
      expect((again.body as { refresh_token: string }).refresh_token).toBe(fresh.refresh_token);
      expect((await call(b.base, 'GET', '/user', { token: u.access_token })).status).toBe(200);
      // And through the proxy: login lands on one upstream, the refresh on the other.
      const login = await fetch(`${proxy.base}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip(2) },
        body: JSON.stringify({ email: u.email, password: PASSWORD }),
      });
      const tokens = (await login.json()) as { refresh_token: string };
      const refresh = await fetch(`${proxy.base}/api/user/refresh`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.refresh_token}`, 'x-forwarded-for': ip(2) },
      });
      expect([login.status, refresh.status]).toEqual([200, 200]);
      expect(login.headers.get('x-upstream')).not.toBe(refresh.headers.get('x-upstream'));
    });

    it(`the login limit trips at the same count on one instance and across two (${LOGIN_LIMIT})`, async () => {
      const tripsAt = async (base: string, from: string) => {
        for (let n = 1; n <= LOGIN_LIMIT * 3; n++) {
          const r = await call(base, 'POST', '/user/login', {
            body: { email: `limit-${from}@example.test`, password: 'Wrong-Pass1' },
            headers: { 'x-forwarded-for': from },
          });
          if (r.status === 429) return n - 1;
          expect(r.status).toBe(401);
        }
        return Infinity;
      };
      const single = await tripsAt(a.base, ip(3));
      const shared = await tripsAt(proxy.base, ip(4));
      record({
        area: 'load',
        item: 'shared rate limit (Redis)',
        test: `the login limit trips at the same count on one instance and across two (${LOGIN_LIMIT})`,
        figures: {
          'one instance: 429 after': single,
          'two instances: 429 after': shared,
          limit: LOGIN_LIMIT,
        },
      });
      expect(single).toBe(LOGIN_LIMIT);
      expect(shared).toBe(LOGIN_LIMIT);
    });

    it(`${SECONDS} s of mixed load through the proxy: zero errors, nothing lost`, async () => {
      const users = [];
      for (let w = 0; w < 6; w++) {
        const u = await signup(proxy.base, 'load', { 'x-forwarded-for': ip(10 + w) });
        const s = await call(proxy.base, 'POST', '/sessions', {
          token: u.access_token,
          body: { settings, start_time: new Date(Date.now() - 30 * 86_400_000).toISOString() },
          headers: { 'x-forwarded-for': ip(10 + w) },
        });
        users.push({ ...u, sessionId: (s.body as { session_id: string }).session_id });
      }
      const r = await mixedLoad(proxy.base, users, {
        seconds: SECONDS,
        ip: loadIp,
        maxRequests: 60_000, // bounded, and every load address stays unique,
      });
      const errors = r.samples.filter((s) => s.status !== 200);
      const figures = {
        seconds: SECONDS,
        requests: r.samples.length,
        'req/s': Math.round(r.samples.length / SECONDS),
        errors: errors.length,
        'p50 ms': Math.round(
          percentile(
            r.samples.map((s) => s.ms),
            50,
          ),
        ),
        'p99 ms': Math.round(
          percentile(
            r.samples.map((s) => s.ms),
            99,
          ),
        ),
        'served by A/B': proxy.served.join('/'),
        'data points lost': r.accepted - r.stored,
      };
      record({
        area: 'load',
        item: 'two instances, mixed load through the proxy',
        test: `${SECONDS} s of mixed load through the proxy: zero errors, nothing lost`,
        figures,
      });
      console.log('[scale-out]', figures, errors.slice(0, 5));
      expect(r.samples.length).toBeGreaterThan(SECONDS * 10);
      expect(errors).toEqual([]);
      expect(r.stored).toBe(r.accepted);
      expect(Math.min(...proxy.served)).toBeGreaterThan(proxy.served.reduce((x, y) => x + y) / 3);
    });
  },
);
