// No data lost at the end of a session: the page's beacon end (text/plain body with auth_token,
// docs/api.md#session-recording) races the normal end (JSON, bearer). Exactly one wins, the other
// hears "already ended", and the stored totals are the client's. Against the real server process,
// 25 sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiServer } from './support/api-server.ts';
import { type Tokens, call, point, settings, signup } from './support/api.ts';
import { record } from './support/metrics.ts';

const SESSIONS = 25;
const server = apiServer(3946, { LOG_LEVEL: 'fatal' });
let user: Tokens;

beforeAll(async () => {
  await server.start();
  user = await signup(server.base, 'beacon');
});
afterAll(() => server.stop());

interface Exported {
  sessions: {
    session_id: string;
    end_time: string | null;
    closed_by: string;
    total_seconds_bad_posture: number;
    num_alerts: number;
    total_episodes: number;
    final_score: number;
    data_points: { bad_posture_seconds: number }[];
  }[];
}

describe('beacon end racing a normal end', () => {
  it('one end per session, and the totals are the client totals', async () => {
    const outcomes: string[] = [];
    let beaconWins = 0;
    const sent = new Map<string, { bad: number; alerts: number }>();
    for (let k = 0; k < SESSIONS; k++) {
      const start = Date.now() - 3600_000 + k * 1000;
      const s = await call(server.base, 'POST', '/sessions', {
        token: user.access_token,
        body: { settings, start_time: new Date(start).toISOString() },
      });
      const id = (s.body as { session_id: string }).session_id;
      const pts = Array.from({ length: 5 }, (_, i) => point(start, i));
      expect(
        (
          await call(server.base, 'POST', `/sessions/${id}/datapoints`, {
            token: user.access_token,
            body: { data_points: pts },
          })
        ).status,
      ).toBe(200);
      const totals = {
        end_time: new Date(start + 6 * 60_000).toISOString(),
        final_score: 70,
        num_alerts: k,
        total_seconds_bad_posture: 100,
        total_episodes: 2,
      };
      sent.set(id, { bad: 100, alerts: k });
      const sendBeacon = () =>
        fetch(`${server.base}/api/sessions/${id}/end`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          body: JSON.stringify({ ...totals, auth_token: user.access_token }),
        });
      const sendNormal = () =>
        call(server.base, 'POST', `/sessions/${id}/end`, {
          token: user.access_token,
          body: totals,
        });
      // Who leaves first alternates, so both sides get to win some of the races.
      const [b, n] =
        k % 2
          ? await Promise.all([sendBeacon(), sendNormal()])
          : await Promise.all([sendNormal(), sendBeacon()]).then(([x, y]) => [y, x] as const);
      const beaconBody = (await b.json()) as { error?: string };
      outcomes.push([b.status, n.status].sort().join('+'));
      if (b.status === 200) beaconWins++;
      const loser = b.status === 200 ? n.body : beaconBody;
      if ([b.status, n.status].sort().join('+') === '200+400')
        expect(loser).toEqual({ error: 'Session already ended' });
    }
    const exported = (await call(server.base, 'GET', '/user/export', { token: user.access_token }))
      .body as Exported;
    const stats = (
      await call(server.base, 'GET', `/users/${user.user.user_id}/stats/lifetime`, {
        token: user.access_token,
      })
    ).body as { total_sessions: number };
    const wrongTotals = exported.sessions.filter((s) => {
      const want = sent.get(s.session_id);
      return (
        !want ||
        s.end_time === null ||
        s.closed_by !== 'client' ||
        s.total_seconds_bad_posture !== want.bad ||
        s.num_alerts !== want.alerts ||
        s.data_points.length !== 5
      );
    });
    record({
      area: 'data',
      item: 'beacon end racing a normal end',
      figures: {
        sessions: SESSIONS,
        'pairs with exactly one 200': outcomes.filter((o) => o === '200+400').length,
        'won by the beacon': beaconWins,
        'sessions counted in stats': stats.total_sessions,
        'totals differing from client': wrongTotals.length,
        'data points lost':
          SESSIONS * 5 - exported.sessions.reduce((n, s) => n + s.data_points.length, 0),
      },
    });

    expect(outcomes).toEqual(Array(SESSIONS).fill('200+400'));
    expect(exported.sessions).toHaveLength(SESSIONS);
    expect(wrongTotals).toEqual([]);
    expect(stats.total_sessions).toBe(SESSIONS);
  });
});
