import { type Signed, type TestApp, bearerOf } from './harness.ts';

// Session calls of the session and stats tests (sessions*.test.ts).

export const settings = { sensitivity: 5, alert_frequency: 15, audio_alert: true };
export const iso = (ms: number) => new Date(ms).toISOString();
export const point = (ms: number, over: Partial<Record<string, number | string>> = {}) => ({
  timestamp: iso(ms),
  start_score: 100,
  end_score: 90,
  good_posture_seconds: 45,
  bad_posture_seconds: 15,
  duration_seconds: 60,
  ...over,
});

/** The session and stats requests, each answered as is, on the app `current()` returns (started in a beforeAll). */
export function sessionCalls(current: () => TestApp) {
  const start = (who: Signed, startMs: number, extra: Record<string, unknown> = {}) =>
    current().app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: bearerOf(who),
      payload: { settings, start_time: iso(startMs), ...extra },
    });
  const points = (who: Signed, id: string, data_points: unknown[]) =>
    current().app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/datapoints`,
      headers: bearerOf(who),
      payload: { data_points },
    });
  const end = (who: Signed, id: string, endMs: number, extra: Record<string, unknown> = {}) =>
    current().app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/end`,
      headers: bearerOf(who),
      payload: {
        end_time: iso(endMs),
        final_score: 88,
        num_alerts: 2,
        total_seconds_bad_posture: 30,
        total_episodes: 1,
        ...extra,
      },
    });
  const lifetime = (who: Signed, id = who.user.user_id) =>
    current().app.inject({
      method: 'GET',
      url: `/api/users/${id}/stats/lifetime`,
      headers: bearerOf(who),
    });
  const streaks = (who: Signed, id = who.user.user_id) =>
    current().app.inject({
      method: 'GET',
      url: `/api/users/${id}/streaks`,
      headers: bearerOf(who),
    });
  return { start, points, end, lifetime, streaks };
}
