import type { StatsRepository } from '../repositories/stats.ts';

/** docs/product.md#account-page: the calendar shows 35 days; we send the 35 days up to today, oldest first. */
export const CALENDAR_DAYS = 35;

const round1 = (n: number) => Math.round(n * 10) / 10;

export async function lifetimeStats(repo: StatsRepository, userId: string) {
  const rows = await repo.totals(userId);
  const tracked = rows.reduce((a, r) => a + Number(r.total_duration ?? 0), 0);
  // Bad time is capped by the session's own length so a confused client cannot push it past 100%.
  const poor = rows.reduce(
    (a, r) => a + Math.min(Number(r.total_seconds_bad_posture ?? 0), Number(r.total_duration ?? 0)),
    0,
  );
  return {
    total_sessions: rows.length,
    total_time_tracked: Math.round(tracked),
    total_time_poor_posture: Math.round(poor),
    average_session_duration: rows.length ? Math.round(tracked / rows.length) : 0,
    good_posture_percentage: tracked > 0 ? round1(((tracked - poor) / tracked) * 100) : 0,
  };
}

/**
 * One formatter per zone and kind (server/README.md#security-and-behaviour): building an
 * Intl.DateTimeFormat costs far more than using one, and streaks built one per session (5,000
 * sessions: 463 ms against 6 ms cached when measured; server/test/stats-days.test.ts prints both on
 * every run). Zone strings come from clients and Intl accepts any letter case, so the cache is
 * bounded, oldest out first.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const FORMATTERS_MAX = 1000;

const DAY_OPTIONS = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
/** en-CA gives `YYYY-MM-DD, HH`: the local day exactly as localDay, then the hour 00-23. */
const HOUR_OPTIONS = { ...DAY_OPTIONS, hour: '2-digit', hourCycle: 'h23' } as const;

function cachedFormatter(kind: 'day' | 'hour', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    // Throws RangeError for an unknown zone, before anything is cached.
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      ...(kind === 'day' ? DAY_OPTIONS : HOUR_OPTIONS),
    });
    if (formatters.size >= FORMATTERS_MAX) formatters.delete(formatters.keys().next().value!);
    formatters.set(key, f);
  }
  return f;
}

/** YYYY-MM-DD of an instant in an IANA zone. */
export function localDay(ms: number, timeZone: string): string {
  return cachedFormatter('day', timeZone).format(ms);
}

/** The local day (as localDay) and hour of day 0-23 of an instant in an IANA zone. */
export function localDayHour(ms: number, timeZone: string): { day: string; hour: number } {
  const s = cachedFormatter('hour', timeZone).format(ms);
  return { day: s.slice(0, 10), hour: Number(s.slice(-2)) };
}

export function shiftDay(day: string, delta: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + delta);
  return d.toISOString().slice(0, 10);
}

export function isTimeZone(tz: string): boolean {
  try {
    cachedFormatter('day', tz);
    return true;
  } catch {
    return false;
  }
}

/**
 * Streak days are the user's local days: each qualifying session falls on the day it started in the
 * IANA zone its client sent at start (UTC when absent). "Today" is read in the zone of the latest
 * session. A streak stays alive through today until the day ends without a session.
 */
export async function streaks(repo: StatsRepository, userId: string, now: number) {
  const rows = await repo.starts(userId);
  const zone = rows.at(-1)?.time_zone ?? 'UTC';
  const days = new Set(rows.map((r) => localDay(Number(r.started_at), r.time_zone)));
  const today = localDay(now, zone);

  let current = 0;
  let cursor = days.has(today) ? today : shiftDay(today, -1);
  while (days.has(cursor)) {
    current++;
    cursor = shiftDay(cursor, -1);
  }
  let longest = 0;
  let run = 0;
  let prev: string | null = null;
  for (const day of [...days].sort()) {
    run = prev !== null && shiftDay(prev, 1) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
    prev = day;
  }
  const calendar = Array.from({ length: CALENDAR_DAYS }, (_, i) => {
    const date = shiftDay(today, i - (CALENDAR_DAYS - 1));
    return { date, has_qualified_session: days.has(date) };
  });
  return {
    current_streak: current,
    longest_streak: longest,
    time_zone: zone,
    calendar_data: calendar,
  };
}
