import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, bearerOf, signup, startApp } from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

// The export joins data points to the user's sessions. An `IN` list of every
// session id breaks past SQLite's 32,766 bound parameters ("too many SQL variables").
const SESSIONS = 33_500;
const T0 = Date.parse('2020-01-01T00:00:00Z');

const [sqlite] = await dbTargets();

describe(`export of ${SESSIONS} sessions on SQLite`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(sqlite!);
  });
  afterAll(() => t.close());

  it('answers 200 with every session, and each data point under its own session', async () => {
    const s = await signup(t.app);
    const other = await signup(t.app);
    const db = t.app.services.db;
    const session = (userId: string, i: number) => ({
      id: `${userId}-${i}`,
      user_id: userId,
      started_at: T0 + i * 3_600_000,
      time_zone: 'UTC',
      sensitivity: 5,
      alert_frequency: 15,
      audio_alert: 1,
      last_point_at: null,
      ended_at: T0 + i * 3_600_000 + 120_000,
      closed_by: 'client' as const,
      final_score: 80,
      num_alerts: 0,
      total_seconds_bad_posture: 10,
      total_episodes: 0,
      total_duration: 120,
      average_score: 80,
      extras: null,
    });
    const point = (sessionId: string, i: number, k: number) => ({
      session_id: sessionId,
      timestamp: T0 + i * 3_600_000 + (k + 1) * 60_000,
      start_score: 90 - k,
      end_score: 80 - k,
      good_posture_seconds: 50,
      bad_posture_seconds: 10,
      duration_seconds: 60,
      received_at: T0,
      false_alarms: k,
      missed_slouches: 0,
      looking_down_seconds: 0,
    });
    const ids = Array.from({ length: SESSIONS }, (_, i) => i);
    for (let i = 0; i < SESSIONS; i += 1000)
      await db
        .insertInto('sessions')
        .values(ids.slice(i, i + 1000).map((n) => session(s.user.user_id, n)))
        .execute();
    // Points in every 100th session (two each, inserted newest first), and one in another user's.
    const withPoints = ids.filter((n) => n % 100 === 0);
    await db
      .insertInto('data_points')
      .values(withPoints.flatMap((n) => [1, 0].map((k) => point(`${s.user.user_id}-${n}`, n, k))))
      .execute();
    await db.insertInto('sessions').values(session(other.user.user_id, 0)).execute();
    await db
      .insertInto('data_points')
      .values(point(`${other.user.user_id}-0`, 0, 0))
      .execute();

    const exp = await t.app.inject({
      method: 'GET',
      url: '/api/user/export',
      headers: bearerOf(s),
    });
    expect(exp.statusCode).toBe(200);
    const data = exp.json() as {
      sessions: { session_id: string; data_points: { timestamp: string; end_score: number }[] }[];
    };
    expect(data.sessions).toHaveLength(SESSIONS);
    expect(data.sessions[0]!.session_id).toBe(`${s.user.user_id}-0`);
    expect(data.sessions.at(-1)!.session_id).toBe(`${s.user.user_id}-${SESSIONS - 1}`);
    const counted = data.sessions.reduce((a, x) => a + x.data_points.length, 0);
    expect(counted).toBe(withPoints.length * 2);
    const sample = data.sessions[33_400]!;
    expect(sample.session_id).toBe(`${s.user.user_id}-33400`);
    expect(sample.data_points.map((p) => p.end_score)).toEqual([80, 79]);
    expect(sample.data_points[0]!.timestamp).toBe(
      new Date(T0 + 33_400 * 3_600_000 + 60_000).toISOString(),
    );
    expect(data.sessions[1]!.data_points).toEqual([]);
  });
});
