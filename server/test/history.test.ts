import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe.each(await dbTargets())('history and hourly stats on $name', (target) => {
  let t: TestApp;
  let a: Signed;
  const get = (who: Signed, path: string, id = who.user.user_id) =>
    t.app.inject({ method: 'GET', url: `/api/users/${id}/${path}`, headers: bearerOf(who) });
  const record = (who: Signed, r: Rec) => recordSession(t, who, r);

  beforeAll(async () => {
    // Kolkata: 01:30 on 11 March
    t = await startApp(target, {}, testClock(at('2026-03-10T20:00:00Z')));
    a = await signup(t.app, undefined, 'Alice');
    // In start order. Kolkata is UTC+5:30, Los Angeles UTC-7 (daylight time since 8 March).
    const sessions: Rec[] = [
      // Local 7 March in UTC: only in windows of 5 days or more.
      { tz: 'UTC', start: '2026-03-07T23:30:00Z', seconds: 600, points: [[5, 10]] },
      // Local 23:50 on 9 March (UTC: 10 March), 20 minutes over local midnight: all on 9 March.
      {
        tz: 'America/Los_Angeles',
        start: '2026-03-10T06:50:00Z',
        seconds: 1200,
        bad: 100,
        points: [
          [5, 80],
          [15, 40],
        ],
      },
      // Under a minute: no day entry, but its point counts in the hours.
      { tz: 'UTC', start: '2026-03-10T10:00:00Z', seconds: 30, points: [[1 / 3, 70, 20, 10]] },
      { tz: 'UTC', start: '2026-03-10T11:00:00Z', seconds: 600, bad: 100, points: [[5, 90]] },
      // Reports more bad seconds than it lasted: capped at its 300 s.
      {
        tz: 'UTC',
        start: '2026-03-10T12:00:00Z',
        seconds: 300,
        bad: 400,
        points: [[3, 60, 60, 30]],
      },
      // Local 00:10 on 11 March (UTC: 10 March); the latest session, so "today" is read in Kolkata.
      {
        tz: 'Asia/Kolkata',
        start: '2026-03-10T18:40:00Z',
        seconds: 900,
        bad: 50,
        points: [[5, 100]],
      },
    ];
    for (const s of sessions) await record(a, s);
  });
  afterAll(() => t.close());

  it('history: one entry per local day, each session on the day it started in its own zone', async () => {
    const res = await get(a, 'history?days=3');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      time_zone: 'Asia/Kolkata',
      days: [
        {
          date: '2026-03-09',
          tracked_seconds: 1200,
          bad_posture_seconds: 100,
          looking_down_seconds: 0,
          average_score: 60,
          session_count: 1,
        },
        // (600 * 90 + 300 * 60) / 900; bad 100 + 300 (capped)
        {
          date: '2026-03-10',
          tracked_seconds: 900,
          bad_posture_seconds: 400,
          looking_down_seconds: 0,
          average_score: 80,
          session_count: 2,
        },
        {
          date: '2026-03-11',
          tracked_seconds: 900,
          bad_posture_seconds: 50,
          looking_down_seconds: 0,
          average_score: 100,
          session_count: 1,
        },
      ],
      // The weekly corrections figure has its own test (corrections.test.ts).
      weeks: [expect.objectContaining({ week_start: '2026-03-09' })],
    });
    const five = (await get(a, 'history?days=5')).json();
    expect(five.days.map((d: { date: string }) => d.date)).toEqual([
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
    expect(five.days[0]).toMatchObject({
      tracked_seconds: 600,
      session_count: 1,
      average_score: 10,
    });
    expect(five.days[1]).toEqual({
      date: '2026-03-08',
      tracked_seconds: 0,
      bad_posture_seconds: 0,
      looking_down_seconds: 0,
      average_score: null,
      session_count: 0,
    });
  });

  it('history: 30 days by default, up to 90', async () => {
    const def = (await get(a, 'history')).json();
    expect(def.days).toHaveLength(30);
    expect(def.days[0].date).toBe('2026-02-10');
    expect(def.days.at(-1).date).toBe('2026-03-11');
    const sessions = def.days.reduce(
      (n: number, d: { session_count: number }) => n + d.session_count,
      0,
    );
    expect(sessions).toBe(5);
    expect((await get(a, 'history?days=90')).json().days).toHaveLength(90);
    expect((await get(a, 'history?days=1')).json().days).toEqual([
      {
        date: '2026-03-11',
        tracked_seconds: 900,
        bad_posture_seconds: 50,
        looking_down_seconds: 0,
        average_score: 100,
        session_count: 1,
      },
    ]);
  });

  it('hourly: 24 local hours of the data points, each in its session zone', async () => {
    const res = await get(a, 'stats/hourly?days=3');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.time_zone).toBe('Asia/Kolkata');
    expect(body.days).toBe(3);
    expect(body.hours.map((h: { hour: number }) => h.hour)).toEqual([...Array(24).keys()]);
    const used = body.hours.filter((h: { tracked_seconds: number }) => h.tracked_seconds > 0);
    expect(used).toEqual([
      // Los Angeles 00:05 (40) and Kolkata 00:15 (100)
      { hour: 0, tracked_seconds: 120, bad_posture_seconds: 30, average_score: 70 },
      { hour: 10, tracked_seconds: 20, bad_posture_seconds: 10, average_score: 70 },
      { hour: 11, tracked_seconds: 60, bad_posture_seconds: 15, average_score: 90 },
      { hour: 12, tracked_seconds: 60, bad_posture_seconds: 30, average_score: 60 },
      { hour: 23, tracked_seconds: 60, bad_posture_seconds: 15, average_score: 80 }, // Los Angeles 23:55
    ]);
    expect(body.hours[5]).toEqual({
      hour: 5,
      tracked_seconds: 0,
      bad_posture_seconds: 0,
      average_score: null,
    });
    // Five days reach the point of 7 March, 23:35 UTC.
    const five = (await get(a, 'stats/hourly?days=5')).json();
    expect(five.hours[23]).toEqual({
      hour: 23,
      tracked_seconds: 120,
      bad_posture_seconds: 30,
      average_score: 45,
    });
    expect((await get(a, 'stats/hourly')).json().days).toBe(30);
  });
});
