// SIGTERM under load: the real server process drains. Requests that were in flight when the
// signal came finish with their normal answer, and no client that had started gets a 5xx.
// Requests started after the signal may be refused at the socket (the port is closed), never 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiServer } from './support/api-server.ts';
import { PASSWORD, type Tokens, call, point, settings, signup } from './support/api.ts';
import { countBy, runLoad, sleep } from './support/load.ts';
import { record } from './support/metrics.ts';

const server = apiServer(3944, { LOG_LEVEL: 'fatal' });
const users: (Tokens & { email: string; sessionId: string })[] = [];

beforeAll(async () => {
  await server.start();
  for (let i = 0; i < 6; i++) {
    const u = await signup(server.base, 'sigterm');
    const s = await call(server.base, 'POST', '/sessions', {
      token: u.access_token,
      body: { settings, start_time: new Date(Date.now() - 3600_000).toISOString() },
    });
    users.push({ ...u, sessionId: (s.body as { session_id: string }).session_id });
  }
});
afterAll(() => server.stop());

describe('SIGTERM under load', () => {
  it('in-flight requests finish; clients that had started get no 5xx', async () => {
    const t0 = Date.now() - 3000_000;
    // Login is the slow one (argon2, ~60 ms): the best candidate to be caught mid-flight.
    const op = async (w: number, i: number) => {
      const u = users[w]!;
      const pick = i % 3;
      const res =
        pick === 0
          ? await fetch(`${server.base}/api/user/login`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email: u.email, password: PASSWORD }),
              signal: AbortSignal.timeout(15_000),
            })
          : pick === 1
            ? await fetch(`${server.base}/api/sessions/${u.sessionId}/datapoints`, {
                method: 'POST',
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${u.access_token}`,
                },
                body: JSON.stringify({ data_points: [point(t0, i)] }),
                signal: AbortSignal.timeout(15_000),
              })
            : await fetch(`${server.base}/api/user`, {
                headers: { authorization: `Bearer ${u.access_token}` },
                signal: AbortSignal.timeout(15_000),
              });
      await res.arrayBuffer();
      return res.status;
    };
    const load = runLoad(users.length, op, { maxSeconds: 30, maxRequests: 5000 });
    await sleep(3000);
    const signalAt = performance.now();
    const exited = server.stop(); // SIGTERM, then waits for the process to exit
    await exited;
    const exitedAt = performance.now();
    await sleep(300);
    await load.stop();

    const inFlight = load.samples.filter(
      (s) => s.startedAt < signalAt && s.startedAt + s.ms > signalAt,
    );
    const before = load.samples.filter((s) => s.startedAt < signalAt);
    const after = load.samples.filter((s) => s.startedAt >= signalAt);
    const figures = {
      requests: load.samples.length,
      'in flight at SIGTERM': inFlight.length,
      'in flight answered': inFlight.filter((s) => s.status > 0 && s.status < 500).length,
      'started before: statuses': JSON.stringify(countBy(before, (s) => s.error ?? s.status)),
      'started after: statuses': JSON.stringify(countBy(after, (s) => s.error ?? s.status)),
      'drain ms': Math.round(exitedAt - signalAt),
    };
    record({ area: 'faults', item: 'SIGTERM under load', figures });
    console.log('[sigterm]', figures);

    expect(before.length).toBeGreaterThan(20);
    expect(inFlight.length).toBeGreaterThan(0);
    expect(before.filter((s) => !(s.status >= 200 && s.status < 300))).toEqual([]);
    expect(load.samples.filter((s) => s.status >= 500)).toEqual([]);
  });
});
