// The session end call's payload (docs/api.md#session-recording, POST /sessions/{id}/end):
// the screen's totals, clamped to what the server accepts, plus the paused seconds.

/** What the monitoring screen knows when the session ends. */
export interface SessionTotals {
  finalScore: number;
  numAlerts: number;
  totalSecondsBadPosture: number;
  totalEpisodes: number;
  /** Breaks taken (docs/posture-rules.md#breaks; away a minute or more while tracking). */
  breaks?: number;
}

/** Wire shape of the end call's body (core/api/types.ts EndSessionPayload with its one extra). */
export type EndPayload = {
  end_time: string;
  final_score: number;
  num_alerts: number;
  total_seconds_bad_posture: number;
  total_episodes: number;
  paused_seconds: number;
  /** Breaks taken; absent when the totals do not say (older data). */
  breaks?: number;
};

export function endPayload(t: SessionTotals, now: number, pausedMs: number): EndPayload {
  return {
    end_time: new Date(now).toISOString(),
    final_score: Math.min(100, Math.max(0, t.finalScore)),
    num_alerts: t.numAlerts,
    total_seconds_bad_posture: Math.max(0, Math.round(t.totalSecondsBadPosture)),
    total_episodes: t.totalEpisodes,
    paused_seconds: Math.round(pausedMs / 1000),
    ...(t.breaks === undefined ? {} : { breaks: Math.max(0, Math.round(t.breaks)) }),
  };
}
