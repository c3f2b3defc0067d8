import type { StatsRepository } from '../repositories/stats.ts';
import { localDay, localDayHour, shiftDay } from './stats.ts';
import { correctionWeeks } from './corrections.ts';

/** docs/api.md#history: `days` is 1 to 90, 30 when absent. */
export const HISTORY_DAYS_DEFAULT = 30;
export const HISTORY_DAYS_MAX = 90;

const DAY_MS = 86_400_000;
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The window's local days, oldest first, ending today. "Today" is read as for streaks
 * (services/stats.ts): in the zone of the user's latest qualifying session, UTC when none.
 * `since` is an instant early enough that no zone (UTC-12 to UTC+14) has a window day before it.
 */
async function window(repo: StatsRepository, userId: string, days: number, now: number) {
  const latest = await repo.latestZone(userId);
  const zone = latest?.time_zone ?? 'UTC';
  const today = localDay(now, zone);
  const dates = Array.from({ length: days }, (_, i) => shiftDay(today, i - (days - 1)));
  return { zone, dates, since: now - (days + 3) * DAY_MS };
}

/**
 * One entry per local day: the user's qualifying sessions (as for lifetime stats and streaks), each on
 * the day it started in its own zone. Average score is weighted by session length; null on empty days.
 * Time looking down (docs/posture-rules.md#looking-down) is their points', a kind of its own.
 * `weeks`: the corrections per tracked hour beside the alert count (services/corrections.ts).
 */
export async function history(repo: StatsRepository, userId: string, days: number, now: number) {
  const { zone, dates, since } = await window(repo, userId, days, now);
  const rows = await repo.since(userId, since);
  const points = await repo.pointsSince(userId, since);
  const byDay = new Map(
    dates.map((d) => [d, { tracked: 0, bad: 0, down: 0, weighted: 0, count: 0 }]),
  );
  for (const r of rows) {
    const day = byDay.get(localDay(Number(r.started_at), r.time_zone));
    if (!day) continue;
    const duration = Number(r.total_duration ?? 0);
    day.tracked += duration;
    // Capped by the session's own length, as in lifetime stats.
    day.bad += Math.min(Number(r.total_seconds_bad_posture ?? 0), duration);
    day.down += Math.min(Number(r.looking_down_seconds ?? 0), duration);
    day.weighted += duration * Number(r.average_score ?? 0);
    day.count++;
  }
  return {
    time_zone: zone,
    days: dates.map((date) => {
      const d = byDay.get(date)!;
      return {
        date,
        tracked_seconds: Math.round(d.tracked),
        bad_posture_seconds: Math.round(d.bad),
        looking_down_seconds: Math.round(d.down),
        average_score: d.tracked > 0 ? round1(d.weighted / d.tracked) : null,
        session_count: d.count,
      };
    }),
    weeks: correctionWeeks(dates, points, rows),
  };
}

/**
 * 24 entries, hour 0 to 23: every data point of the user's sessions whose timestamp falls on one of
 * the window's local days, in the local hour of its timestamp (the session's zone). Average score is
 * the duration-weighted mean of each point's mid score, as for a session (services/session-close.ts).
 */
export async function hourly(repo: StatsRepository, userId: string, days: number, now: number) {
  const { zone, dates, since } = await window(repo, userId, days, now);
  const inWindow = new Set(dates);
  const points = await repo.pointsSince(userId, since);
  const hours = Array.from({ length: 24 }, () => ({ tracked: 0, bad: 0, weighted: 0 }));
  for (const p of points) {
    const { day, hour } = localDayHour(Number(p.timestamp), p.time_zone);
    if (!inWindow.has(day)) continue;
    const h = hours[hour]!;
    const d = Number(p.duration_seconds);
    h.tracked += d;
    h.bad += Math.min(Number(p.bad_posture_seconds), d);
    h.weighted += d * ((Number(p.start_score) + Number(p.end_score)) / 2);
  }
  return {
    time_zone: zone,
    days: dates.length,
    hours: hours.map((h, hour) => ({
      hour,
      tracked_seconds: Math.round(h.tracked),
      bad_posture_seconds: Math.round(h.bad),
      average_score: h.tracked > 0 ? round1(h.weighted / h.tracked) : null,
    })),
  };
}
