// Sessions for the /account e2e specs, recorded through the real API as the recorder sends them
// (docs/api.md#session-recording): half-hour data points with corrections and time looking down,
// and the page's English texts for what they should show (docs/api.md#history).
import { expect, type Page } from '@playwright/test';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const POINT_S = 1800;

/**
 * A session as sent: its start, its alerts, and each half-hour point's two kinds of corrections
 * and its seconds looking down.
 */
export interface Seed {
  start: number;
  alerts: number;
  points: [falseAlarms: number, missedSlouches: number, lookingDown: number][];
}

/** docs/api.md#history: the Monday starting the UTC week of an instant, 'YYYY-MM-DD'. */
export const mondayOf = (at: number) => {
  const d = new Date(at);
  return new Date(at - ((d.getUTCDay() + 6) % 7) * DAY).toISOString().slice(0, 10);
};

/** The signed-in page's access token, as the app keeps it. */
export const accessToken = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('posture-coach.auth') ?? '{}') as { accessToken?: string })
        .accessToken ?? '',
  );

/** Starts, fills and ends one UTC session of `seed` with the signed-in user's token. */
export async function record(page: Page, token: string, seed: Seed) {
  const headers = { authorization: `Bearer ${token}` };
  const started = await page.request.post('/api/sessions', {
    headers,
    data: {
      settings: { sensitivity: 5, alert_frequency: 15, audio_alert: false },
      start_time: new Date(seed.start).toISOString(),
      time_zone: 'UTC',
    },
  });
  expect(started.status()).toBe(201);
  const { session_id } = (await started.json()) as { session_id: string };
  const sent = await page.request.post(`/api/sessions/${session_id}/datapoints`, {
    headers,
    data: {
      data_points: seed.points.map(([false_alarms, missed_slouches, looking_down_seconds], i) => ({
        timestamp: new Date(seed.start + (i + 1) * POINT_S * 1000).toISOString(),
        start_score: 80,
        end_score: 75,
        good_posture_seconds: 1500 - looking_down_seconds,
        bad_posture_seconds: 300,
        duration_seconds: POINT_S,
        false_alarms,
        missed_slouches,
        looking_down_seconds,
      })),
    },
  });
  expect(sent.status()).toBe(200);
  const ended = await page.request.post(`/api/sessions/${session_id}/end`, {
    headers,
    data: {
      end_time: new Date(seed.start + seed.points.length * POINT_S * 1000).toISOString(),
      final_score: 78,
      num_alerts: seed.alerts,
      total_seconds_bad_posture: 300 * seed.points.length,
      total_episodes: seed.alerts,
    },
  });
  expect(ended.status()).toBe(200);
}

/** A day ('YYYY-MM-DD') as the page writes it in English ('Mar 9'). */
export const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
/** docs/api.md#history: per tracked hour, two decimals, as the page writes it in English. */
export const rate = (n: number, seconds: number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(
    Math.round((n / (seconds / 3600)) * 100) / 100,
  );
/** The account page's durations: 'Xh Ym', or whole minutes under an hour. */
export const duration = (s: number) =>
  s >= 3600 ? `${Math.floor(s / 3600)}h ${Math.floor((s % 3600) / 60)}m` : `${Math.round(s / 60)}m`;
