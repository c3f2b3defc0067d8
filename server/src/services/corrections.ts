import { localDay, shiftDay } from './stats.ts';

/**
 * A data point as the weekly figure reads it: its instant, its session's zone, its length, its
 * corrections and its time looking down.
 */
export interface CorrectionPoint {
  timestamp: number | string;
  time_zone: string;
  duration_seconds: number;
  false_alarms: number;
  missed_slouches: number;
  looking_down_seconds: number;
}

/** A qualifying session as the weekly alert count reads it. */
export interface AlertSession {
  started_at: number | string;
  time_zone: string;
  num_alerts: number | null;
}

const HOUR_S = 3600;
const round2 = (n: number) => Math.round(n * 100) / 100;
const perHour = (count: number, seconds: number) =>
  seconds > 0 ? round2(count / (seconds / HOUR_S)) : null;

/** The Monday (ISO week start) of a local day `YYYY-MM-DD`. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return shiftDay(day, -((weekday + 6) % 7));
}

/**
 * docs/api.md#history `weeks`: per local week (Monday first) of the window's `dates`, the tracked
 * time, time looking down and corrections of the data points whose timestamp falls on a window day
 * (in their session's zone), the alerts of the qualifying sessions started on one, and each kind of
 * correction per tracked hour (null when nothing was tracked that week).
 */
export function correctionWeeks(
  dates: readonly string[],
  points: readonly CorrectionPoint[],
  sessions: readonly AlertSession[],
) {
  const weekOf = new Map(dates.map((d) => [d, weekStart(d)]));
  type Week = { tracked: number; down: number; alerts: number; fa: number; ms: number };
  const weeks = new Map<string, Week>();
  for (const w of weekOf.values())
    if (!weeks.has(w)) weeks.set(w, { tracked: 0, down: 0, alerts: 0, fa: 0, ms: 0 });
  for (const p of points) {
    const w = weekOf.get(localDay(Number(p.timestamp), p.time_zone));
    if (w === undefined) continue;
    const week = weeks.get(w)!;
    week.tracked += Number(p.duration_seconds);
    week.down += Number(p.looking_down_seconds);
    week.fa += Number(p.false_alarms);
    week.ms += Number(p.missed_slouches);
  }
  for (const s of sessions) {
    const w = weekOf.get(localDay(Number(s.started_at), s.time_zone));
    if (w !== undefined) weeks.get(w)!.alerts += Number(s.num_alerts ?? 0);
  }
  return [...weeks].map(([week_start, w]) => ({
    week_start,
    tracked_seconds: Math.round(w.tracked),
    looking_down_seconds: Math.round(w.down),
    alerts: w.alerts,
    false_alarms: w.fa,
    missed_slouches: w.ms,
    false_alarms_per_hour: perHour(w.fa, w.tracked),
    missed_slouches_per_hour: perHour(w.ms, w.tracked),
  }));
}
