// A second writer on the SQLite file (a maintenance script, a second process started by mistake):
// it takes the write lock again and again while the real server process is under write load.
// busy_timeout (5 s, server/src/db/connect.ts) makes the server wait instead of failing, so every
// request succeeds and every row from both writers is there afterwards.
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiServer } from './support/api-server.ts';
import { type Tokens, call, point, settings, signup } from './support/api.ts';
import { countBy, runLoad, sleep } from './support/load.ts';
import { percentile, record } from './support/metrics.ts';

const server = apiServer(3945, { LOG_LEVEL: 'fatal' });
const users: (Tokens & { sessionId: string })[] = [];

beforeAll(async () => {
  await server.start();
  for (let i = 0; i < 4; i++) {
    const u = await signup(server.base, 'writer');
    const s = await call(server.base, 'POST', '/sessions', {
      token: u.access_token,
      body: { settings, start_time: new Date(Date.now() - 86_400_000).toISOString() },
    });
    users.push({ ...u, sessionId: (s.body as { session_id: string }).session_id });
  }
});
afterAll(() => server.stop());

describe('a second writer on SQLite', () => {
  it('busy_timeout absorbs it: no errors, no lost rows on either side', async () => {
    const t0 = Date.now() - 80_000_000;
    const op = async (w: number, i: number) => {
      const u = users[w]!;
      const res = await fetch(`${server.base}/api/sessions/${u.sessionId}/datapoints`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${u.access_token}` },
        body: JSON.stringify({ data_points: [point(t0, i)] }),
        signal: AbortSignal.timeout(20_000),
      });
      await res.arrayBuffer();
      return res.status;
    };
    const load = runLoad(users.length, op, { maxSeconds: 30, maxRequests: 4000 });

    const other = new SqliteDatabase(join(server.dir, 'posture.db'));
    other.pragma('busy_timeout = 5000');
    const insert = other.prepare(
      "insert into feedback (id, user_id, feedback_type, feedback_text, user_agent, timestamp, created_at) values (?, null, 'neutral', 'second writer', 'maintenance', 0, 0)",
    );
    let theirRows = 0;
    const locks = 12;
    const HOLD_MS = 300;
    for (let k = 0; k < locks; k++) {
      // Take the write lock and keep it while this process's loop is free (the server is another process).
      other.exec('begin immediate');
      for (let j = 0; j < 5; j++) insert.run(`writer-${k}-${j}`);
      await sleep(HOLD_MS);
      other.exec('commit');
      theirRows += 5;
      await sleep(200);
    }
    await load.stop();
    other.close();

    const ours = await Promise.all(
      users.map((u) => call(server.base, 'GET', '/user/export', { token: u.access_token })),
    );
    const stored = ours.reduce(
      (n, r) =>
        n + (r.body as { sessions: { data_points: unknown[] }[] }).sessions[0]!.data_points.length,
      0,
    );
    const accepted = load.samples.filter((s) => s.status === 200).length;
    const check = new SqliteDatabase(join(server.dir, 'posture.db'), { readonly: true });
    const theirsStored = (
      check
        .prepare("select count(*) as n from feedback where feedback_text = 'second writer'")
        .get() as { n: number }
    ).n;
    check.close();
    const figures = {
      requests: load.samples.length,
      statuses: JSON.stringify(countBy(load.samples, (s) => s.error ?? s.status)),
      'lock held ms': `${locks} x ${HOLD_MS}`,
      'p99 ms': Math.round(
        percentile(
          load.samples.map((s) => s.ms),
          99,
        ),
      ),
      'rows lost': accepted - stored + (theirRows - theirsStored),
    };
    record({ area: 'faults', item: 'second writer on SQLite', figures });
    console.log('[sqlite writer]', figures);

    expect(load.samples.length).toBeGreaterThan(50);
    expect(countBy(load.samples, (s) => s.error ?? s.status)).toEqual({ 200: load.samples.length });
    expect(stored).toBe(accepted);
    expect(theirsStored).toBe(theirRows);
  });
});
