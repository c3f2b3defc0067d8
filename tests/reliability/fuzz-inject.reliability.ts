// Bad input, at volume, through fastify inject on the real app (SQLite, real argon2, real JWTs):
// every endpoint gets generated bodies, headers, query strings and path parameters that it must
// refuse. Every answer is a 4xx with a JSON `error` (OAuth browser endpoints: a redirect to our own
// page carrying `error`), never a 5xx, and the database fingerprint is the same after each one.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, bearerOf, signup, startApp } from '../../server/test/support/harness.ts';
import { dbTargets } from '../../server/test/support/targets.ts';
import { badRequests } from './support/bad-input.ts';
import { snapshotDb } from './support/db-snapshot.ts';
import { ENDPOINTS, type Fixture } from './support/endpoints.ts';
import { record } from './support/metrics.ts';

const SECRET = 'reliability-fuzz-secret-0123456789-0123456789-xyz';
const RUNS = Number(process.env.RELIABILITY_FUZZ_RUNS ?? 110);
const PUBLIC = 'http://app.test';

async function fixture(app: FastifyInstance): Promise<Fixture> {
  const a = await signup(app);
  const b = await signup(app);
  const start = (token: { access_token: string }) =>
    app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: bearerOf(token),
      payload: {
        settings: { sensitivity: 5, alert_frequency: 15, audio_alert: false },
        // The harness clock's own time: an older, point-less session would be closed by the
        // server's quiet-session sweep (every 60 s of real time) in the middle of a slow run.
        start_time: '2026-03-10T12:00:00Z',
      },
    });
  const sa = (await start(a)).json<{ session_id: string }>().session_id;
  const sb = (await start(b)).json<{ session_id: string }>().session_id;
  return {
    userId: a.user.user_id,
    otherUserId: b.user.user_id,
    sessionId: sa,
    otherSessionId: sb,
    access: a.access_token,
    refresh: a.refresh_token,
  };
}

// SQLite at full volume; PostgreSQL (when it answers) with fewer runs, since each request is
// followed by a fingerprint of every table over the network.
const PG_RUNS = Number(process.env.RELIABILITY_FUZZ_PG_RUNS ?? 25);

describe.each(await dbTargets())(
  'bad input on every endpoint (fast-check, inject, $name)',
  (target) => {
    const runs = target.name === 'sqlite' ? RUNS : PG_RUNS;
    const kinds = new Map<string, number>();
    const statuses = new Map<number, number>();
    let total = 0;
    let t: TestApp;
    let fx: Fixture;
    let baseline: string;
    beforeAll(async () => {
      t = await startApp(target, { JWT_SECRET: SECRET });
      fx = await fixture(t.app);
      // Signup mails leave through the outbox off the request path; let them go before the fingerprint.
      await t.app.services.mailer.flush();
      baseline = (await snapshotDb(t.app.services.db as never)).hash;
    });
    afterAll(async () => {
      record({
        area: 'inputs',
        item: `fast-check bad input (inject, ${target.name})`,
        figures: {
          requests: total,
          endpoints: ENDPOINTS.length,
          '5xx': statuses.get(500) ?? 0,
          statuses: JSON.stringify(Object.fromEntries(statuses)),
          mutations: kinds.size,
        },
      });
      await t.close();
    });

    it.each(ENDPOINTS.map((e) => [e.name, e] as const))(
      '%s refuses every generated bad request',
      async (_name, ep) => {
        // Re-read per endpoint, so one endpoint's failure does not show up as everyone's.
        baseline = (await snapshotDb(t.app.services.db as never)).hash;
        await fc.assert(
          fc.asyncProperty(badRequests(ep, fx, SECRET), async (req) => {
            const res = await t.app.inject({
              method: req.method as 'GET',
              url: req.url,
              headers: req.headers,
              ...(req.payload !== undefined ? { payload: req.payload } : {}),
            });
            total++;
            kinds.set(req.kind, (kinds.get(req.kind) ?? 0) + 1);
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            const what = `${req.kind} ${req.method} ${req.url.slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
            if (ep.redirects && res.statusCode === 302) {
              const location = String(res.headers.location ?? '');
              expect(location.startsWith(`${PUBLIC}/auth/google/callback?`), what).toBe(true);
              expect(new URL(location).searchParams.get('error'), what).toBeTruthy();
            } else {
              expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
              expect(res.statusCode, what).toBeLessThan(500);
              expect(res.headers['content-type'], what).toMatch(/^application\/json/);
              const body = res.json<{ error?: unknown }>();
              expect(typeof body.error === 'string' && body.error.length > 0, what).toBe(true);
            }
            expect(
              (await snapshotDb(t.app.services.db as never)).hash,
              `database changed by: ${what}`,
            ).toBe(baseline);
          }),
          { numRuns: runs },
        );
      },
    );

    it('the app still answers, with the same data, after all of it', async () => {
      expect(total).toBeGreaterThanOrEqual(ENDPOINTS.length * runs);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { authorization: `Bearer ${fx.access}` },
      });
      expect(res.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });
  },
);
