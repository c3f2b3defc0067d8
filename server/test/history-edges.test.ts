import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  type Signed,
  type TestApp,
  bearerOf,
  signup,
  startApp,
  testClock,
} from './support/harness.ts';
import { type Rec, recordSession } from './support/sessions.ts';
import { dbTargets } from './support/targets.ts';

const at = Date.parse;

// The edges of the history and hourly windows (history.test.ts has an account's sessions over days and zones).
describe.each(await dbTargets())('history and hourly stats on $name', (target) => {
  let t: TestApp;
  let a: Signed;
  let b: Signed;
  const get = (who: Signed, path: string, id = who.user.user_id) =>
    t.app.inject({ method: 'GET', url: `/api/users/${id}/${path}`, headers: bearerOf(who) });
  const record = (who: Signed, r: Rec) => recordSession(t, who, r);

  beforeAll(async () => {
    // Kolkata: 01:30 on 11 March
    t = await startApp(target, {}, testClock(at('2026-03-10T20:00:00Z')));
    a = await signup(t.app, undefined, 'Alice');
    b = await signup(t.app, undefined, 'Bob');
  });
  afterAll(() => t.close());

  it('a window day reaches back 26 hours when the zones are 26 hours apart', async () => {
    const before = t.clock();
    t.clock.set(at('2026-03-11T12:00:30Z')); // UTC-12: 00:00:30 on 11 March
    onTestFinished(() => t.clock.set(before));
    const c = await signup(t.app, undefined, 'Cleo');
    // Kiritimati (UTC+14): 00:00:30 on 11 March, 26 hours before now.
    await record(c, {
      tz: 'Pacific/Kiritimati',
      start: '2026-03-10T10:00:30Z',
      seconds: 120,
      points: [[1, 50]],
    });
    // The latest session, in UTC-12: 23:00 on 9 March.
    await record(c, {
      tz: 'Etc/GMT+12',
      start: '2026-03-10T11:00:00Z',
      seconds: 120,
      points: [[1, 90]],
    });
    const day = (await get(c, 'history?days=1')).json();
    expect(day.time_zone).toBe('Etc/GMT+12');
    expect(day.days).toEqual([
      {
        date: '2026-03-11',
        tracked_seconds: 120,
        bad_posture_seconds: 0,
        looking_down_seconds: 0,
        average_score: 50,
        session_count: 1,
      },
    ]);
    const hours = (await get(c, 'stats/hourly?days=1')).json().hours;
    expect(hours[0]).toMatchObject({ tracked_seconds: 60, average_score: 50 }); // Kiritimati 00:01:30
    expect(hours[23]).toMatchObject({ tracked_seconds: 0 }); // 23:01 on 9 March is outside
  });

  it('an account without sessions gets empty days and hours in UTC', async () => {
    const h = (await get(b, 'history?days=2')).json();
    expect(h.time_zone).toBe('UTC');
    expect(h.days).toEqual(
      ['2026-03-09', '2026-03-10'].map((date) => ({
        date,
        tracked_seconds: 0,
        bad_posture_seconds: 0,
        looking_down_seconds: 0,
        average_score: null,
        session_count: 0,
      })),
    );
    const hours = (await get(b, 'stats/hourly?days=2')).json().hours;
    expect(hours).toHaveLength(24);
    expect(
      hours.every(
        (x: { tracked_seconds: number; average_score: null }) =>
          x.tracked_seconds === 0 && x.average_score === null,
      ),
    ).toBe(true);
  });

  it('only the own id, with a token, and days from 1 to 90', async () => {
    for (const path of ['history', 'stats/hourly']) {
      const other = await get(b, path, a.user.user_id);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ error: 'Not found' });
      const anon = await t.app.inject({
        method: 'GET',
        url: `/api/users/${a.user.user_id}/${path}`,
      });
      expect(anon.statusCode).toBe(401);
      for (const bad of ['0', '91', '-1', '1.5', 'abc', '', '1e1', '030000']) {
        const res = await get(a, `${path}?days=${bad}`);
        expect(res.statusCode, `days=${bad}`).toBe(400);
        expect(res.json()).toEqual({ error: 'days must be a whole number from 1 to 90' });
      }
      const unknown = await get(a, `${path}?weeks=2`);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ error: 'Unknown field "weeks" in querystring' });
    }
  });
});
