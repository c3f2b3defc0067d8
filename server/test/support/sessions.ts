import { expect } from 'vitest';
import { type Signed, type TestApp, bearerOf } from './harness.ts';

// Session calls of the session, stats and history tests (sessions*.test.ts, history*.test.ts).

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

/** [minutes after the start, score, duration s, bad s] */
type Pt = [number, number, number?, number?];
export interface Rec {
  tz: string;
  start: string;
  seconds: number;
  bad?: number;
  points?: Pt[];
}

/** Records one session through the API: start in `tz`, its points, then the end. */
export async function recordSession(t: TestApp, who: Signed, r: Rec) {
  const start = Date.parse(r.start);
  const headers = bearerOf(who);
  const s = await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers,
    payload: {
      settings: { sensitivity: 5, alert_frequency: 15, audio_alert: false },
      start_time: iso(start),
      time_zone: r.tz,
    },
  });
  expect(s.statusCode).toBe(201);
  const id = s.json().session_id as string;
  const data_points = (r.points ?? []).map(([min, score, duration = 60, bad = 15]) => ({
    timestamp: iso(start + min * 60_000),
    start_score: score,
    end_score: score,
    good_posture_seconds: duration - bad,
    bad_posture_seconds: bad,
    duration_seconds: duration,
  }));
  const url = `/api/sessions/${id}`;
  if (data_points.length)
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${url}/datapoints`,
          headers,
          payload: { data_points },
        })
      ).statusCode,
    ).toBe(200);
  const end = await t.app.inject({
    method: 'POST',
    url: `${url}/end`,
    headers,
    payload: {
      end_time: iso(start + r.seconds * 1000),
      final_score: 80,
      num_alerts: 0,
      total_seconds_bad_posture: r.bad ?? 0,
      total_episodes: 0,
    },
  });
  expect(end.statusCode).toBe(200);
}
