import type { DataPointsRepository } from '../repositories/data-points.ts';
import type { SessionsRepository } from '../repositories/sessions.ts';

const round1 = (n: number) => Math.round(n * 10) / 10;

export interface PointTotals {
  count: number;
  badSeconds: number;
  averageScore: number | null;
  lastEndScore: number | null;
  lastTimestamp: number | null;
}

/** Per-session totals from its data points: duration-weighted mean of each point's mid score. */
export async function pointTotals(
  repo: DataPointsRepository,
  sessionId: string,
): Promise<PointTotals> {
  const points = await repo.ofSession(sessionId);
  let weight = 0;
  let weighted = 0;
  let bad = 0;
  for (const p of points) {
    const d = Number(p.duration_seconds);
    weight += d;
    weighted += d * ((Number(p.start_score) + Number(p.end_score)) / 2);
    bad += Number(p.bad_posture_seconds);
  }
  const last = points.at(-1);
  return {
    count: points.length,
    badSeconds: bad,
    averageScore: weight > 0 ? round1(weighted / weight) : null,
    lastEndScore: last ? Number(last.end_score) : null,
    lastTimestamp: last ? Number(last.timestamp) : null,
  };
}

/**
 * Closes sessions that went quiet (no data point for `idleMs`), or every open session of a user
 * who starts a new one (docs/api.md#session-recording: one active session at a time). They end at their last data point,
 * so a tab that was simply closed still counts what it recorded (docs/api.md#server-rules).
 */
export async function closeQuietSessions(
  repos: { sessions: SessionsRepository; points: DataPointsRepository },
  now: number,
  idleMs: number,
  opts: { userId?: string; all?: boolean } = {},
): Promise<number> {
  const open = await repos.sessions.listOpen(opts.userId);
  let closed = 0;
  for (const row of open) {
    const lastSeen = Number(row.last_point_at ?? row.started_at);
    if (!opts.all && lastSeen > now - idleMs) continue;
    const t = await pointTotals(repos.points, row.id);
    const end = Math.max(Number(row.started_at), t.lastTimestamp ?? Number(row.started_at));
    closed += await repos.sessions.endByServer(row.id, {
      ended_at: end,
      total_duration: Math.round((end - Number(row.started_at)) / 1000),
      total_seconds_bad_posture: t.badSeconds,
      final_score: t.lastEndScore ?? 100,
      average_score: t.averageScore ?? t.lastEndScore ?? 100,
      num_alerts: 0,
      total_episodes: 0,
    });
  }
  return closed;
}
