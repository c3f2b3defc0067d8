import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsRepository } from '../src/repositories/stats.ts';
import { isTimeZone, localDay, localDayHour, streaks } from '../src/services/stats.ts';
import { type TestApp, signup, startApp } from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

// server/README.md#security-and-behaviour: one Intl.DateTimeFormat per time zone, not one per
// session.
const ZONES = ['UTC', 'Europe/Berlin', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Kiritimati'];
const SESSIONS = 5000;
const DAY = 86_400_000;
const NOW = Date.parse('2026-03-10T12:00:00Z');

/** The day function before the cache: a new formatter for every call (the reference). */
const uncachedDay = (ms: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(ms);

const startOf = (i: number) => NOW - (i % 400) * DAY - ((i * 7919) % DAY);

describe('local days', () => {
  it('builds one formatter per zone, whatever the number of sessions', () => {
    const Real = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = new Proxy(Real, {
      construct(target, args: ConstructorParameters<typeof Real>) {
        built++;
        return Reflect.construct(target, args) as object;
      },
    });
    try {
      for (let i = 0; i < SESSIONS; i++) localDay(startOf(i), ZONES[i % ZONES.length]!);
    } finally {
      Intl.DateTimeFormat = Real;
    }
    expect(built).toBeLessThanOrEqual(ZONES.length);
  });

  it('gives the same day as a fresh formatter, in every zone, around midnight and DST', () => {
    const instants = [
      ...Array.from({ length: 500 }, (_, i) => startOf(i)),
      Date.parse('2026-03-29T00:59:59Z'), // Berlin springs forward at 01:00 UTC
      Date.parse('2026-03-29T01:00:00Z'),
      Date.parse('2026-11-01T08:59:59Z'), // Los Angeles falls back at 09:00 UTC
      Date.parse('2026-12-31T23:59:59.999Z'),
    ];
    for (const zone of ZONES)
      for (const ms of instants) expect(localDay(ms, zone)).toBe(uncachedDay(ms, zone));
  });

  it('still refuses unknown zones and caches nothing for them', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(() => localDay(NOW, 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('local hours', () => {
  it('give the same day as localDay and the wall-clock hour, around midnight and DST', () => {
    const cases: [string, string, string, number][] = [
      ['2026-03-10T18:29:59Z', 'Asia/Kolkata', '2026-03-10', 23],
      ['2026-03-10T18:30:00Z', 'Asia/Kolkata', '2026-03-11', 0],
      ['2026-03-29T00:59:59Z', 'Europe/Berlin', '2026-03-29', 1],
      ['2026-03-29T01:00:00Z', 'Europe/Berlin', '2026-03-29', 3], // springs forward
      ['2026-11-01T08:30:00Z', 'America/Los_Angeles', '2026-11-01', 1],
      ['2026-11-01T09:30:00Z', 'America/Los_Angeles', '2026-11-01', 1], // falls back
      ['2026-12-31T23:59:59Z', 'UTC', '2026-12-31', 23],
    ];
    for (const [when, zone, day, hour] of cases) {
      expect(localDayHour(Date.parse(when), zone), `${when} ${zone}`).toEqual({ day, hour });
      expect(localDay(Date.parse(when), zone)).toBe(day);
    }
  });
});

describe.each(await dbTargets())('streaks over 5,000 sessions on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(() => t.close());

  it('answers from the cached formatters (time printed, not asserted)', async () => {
    const { user } = await signup(t.app);
    const rows = Array.from({ length: SESSIONS }, (_, i) => ({
      id: `s-${i}`,
      user_id: user.user_id,
      started_at: startOf(i),
      time_zone: ZONES[i % ZONES.length]!,
      sensitivity: 5,
      alert_frequency: 1,
      audio_alert: 0,
      last_point_at: null,
      ended_at: startOf(i) + 120_000,
      closed_by: 'client' as const,
      final_score: 80,
      num_alerts: 0,
      total_seconds_bad_posture: 10,
      total_episodes: 0,
      total_duration: 120,
      average_score: 80,
      extras: null,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.app.services.db
        .insertInto('sessions')
        .values(rows.slice(i, i + 500))
        .execute();

    const t0 = performance.now();
    const result = await streaks(statsRepository(t.app.services.db), user.user_id, NOW);
    const cachedMs = performance.now() - t0;
    const t1 = performance.now();
    const reference = new Set(rows.map((r) => uncachedDay(r.started_at, r.time_zone)));
    const uncachedMs = performance.now() - t1;
    console.log(
      `[stats] ${target.name}: streaks over ${SESSIONS} sessions ${cachedMs.toFixed(1)} ms; ` +
        `the ${SESSIONS} local days alone with a formatter per session: ${uncachedMs.toFixed(1)} ms`,
    );
    const active = result.calendar_data.filter((d) => d.has_qualified_session).map((d) => d.date);
    expect(active).toEqual(result.calendar_data.map((d) => d.date).filter((d) => reference.has(d)));
    expect(result.current_streak).toBeGreaterThan(0);
  });
});
