// Schema-valid but extreme input never costs a 5xx: sessions at the edges of the 4-digit-year
// calendar, in any IANA zone, with counters up to 2^53. Found by probing after the fuzz suite:
// a session far in the past or future made the user's streaks answer 500 from then on, and huge
// counters overflowed PostgreSQL's integer columns on /end. Whatever the server refuses must be a
// 4xx, and the user's stats, streaks and export must keep answering 200 afterwards.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, bearerOf, signup, startApp } from '../../server/test/support/harness.ts';
import { dbTargets } from '../../server/test/support/targets.ts';
import { record } from './support/metrics.ts';

const RUNS = Number(process.env.RELIABILITY_EXTREME_RUNS ?? 40);
const zones = Intl.supportedValuesOf('timeZone');
const DAY = 86_400_000;
// Every instant whose ISO form has a 4-digit year (0000-01-01 .. 9999-12-31), edges weighted in.
const YEAR_0 = -62167219200000;
const LAST = Date.UTC(9999, 11, 31, 23, 0);
const instant = fc.oneof(
  fc.integer({ min: YEAR_0, max: LAST }),
  fc.constantFrom(LAST, YEAR_0, -1, 0, Date.UTC(1969, 11, 31, 23), Date.UTC(2026, 2, 10)),
);
const iso = (ms: number) => new Date(ms).toISOString();

const sessionCase = fc.record({
  start: fc.oneof(
    instant,
    fc.constantFrom(Date.UTC(9999, 11, 31, 23, 0), -62167219200000, 0, Date.UTC(2026, 2, 10)),
  ),
  zone: fc.constantFrom(...zones, 'Pacific/Kiritimati', 'Etc/GMT+12'),
  lengthMs: fc.integer({ min: 60_000, max: 3 * DAY }),
  alerts: fc.oneof(fc.nat(100), fc.maxSafeNat()),
  episodes: fc.oneof(fc.nat(100), fc.maxSafeNat()),
  score: fc.double({ min: 0, max: 100, noNaN: true }),
});

describe.each(await dbTargets())('schema-valid extremes on $name', (target) => {
  let t: TestApp;
  let n = 0;
  const statuses: Record<number, number> = {};
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(async () => {
    record({
      area: 'inputs',
      item: `schema-valid extremes (${target.name})`,
      figures: {
        requests: n,
        '5xx': Object.entries(statuses)
          .filter(([s]) => Number(s) >= 500)
          .reduce((a, [, c]) => a + c, 0),
        statuses: JSON.stringify(statuses),
      },
    });
    await t.close();
  });

  it('start, data point and end at the calendar edges: no 5xx, and stats/streaks/export still answer', async () => {
    await fc.assert(
      // Several sessions per user: streaks walk from one day to the next.
      fc.asyncProperty(fc.array(sessionCase, { minLength: 1, maxLength: 3 }), async (cases) => {
        const user = await signup(t.app);
        const ask = async (method: 'GET' | 'POST', url: string, payload?: object) => {
          const res = await t.app.inject({
            method,
            url,
            headers: bearerOf(user),
            ...(payload ? { payload } : {}),
          });
          n++;
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          expect(
            res.statusCode,
            `${method} ${url} ${JSON.stringify(payload)} -> ${res.body}`,
          ).toBeLessThan(500);
          return res;
        };
        for (const c of cases) {
          const s = await ask('POST', '/api/sessions', {
            settings: { sensitivity: 5, alert_frequency: 15, audio_alert: false },
            start_time: iso(c.start),
            time_zone: c.zone,
          });
          if (s.statusCode === 201) {
            const id = s.json<{ session_id: string }>().session_id;
            const end = Math.min(c.start + c.lengthMs, Date.UTC(9999, 11, 31, 23, 59));
            const secs = Math.max(1, Math.round((end - c.start) / 1000) % (31 * 86400));
            await ask('POST', `/api/sessions/${id}/datapoints`, {
              data_points: [
                {
                  timestamp: iso(end),
                  start_score: c.score,
                  end_score: c.score,
                  good_posture_seconds: secs,
                  bad_posture_seconds: 0,
                  duration_seconds: secs,
                },
              ],
            });
            await ask('POST', `/api/sessions/${id}/end`, {
              end_time: iso(end),
              final_score: c.score,
              num_alerts: c.alerts,
              total_seconds_bad_posture: 0,
              total_episodes: c.episodes,
            });
          }
        }
        for (const path of [
          `/api/users/${user.user.user_id}/streaks`,
          `/api/users/${user.user.user_id}/stats/lifetime`,
          '/api/user/export',
        ]) {
          expect((await ask('GET', path)).statusCode, path).toBe(200);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
