// Found by the fuzz suite on PostgreSQL: a NUL character (U+0000) in a path parameter reached the
// database, which refuses it in text ("invalid byte sequence for encoding UTF8: 0x00") -> 500.
// Text columns cannot hold NUL on PostgreSQL, so the API refuses it everywhere, on both databases,
// with a 400 and no change to the data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Signed,
  type TestApp,
  bearerOf,
  signup,
  startApp,
} from '../../server/test/support/harness.ts';
import { dbTargets } from '../../server/test/support/targets.ts';
import { snapshotDb } from './support/db-snapshot.ts';
import { record } from './support/metrics.ts';

describe.each(await dbTargets())('NUL characters on $name', (target) => {
  let t: TestApp;
  let user: Signed;
  let sessionId: string;
  beforeAll(async () => {
    t = await startApp(target);
    user = await signup(t.app);
    const s = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: bearerOf(user),
      payload: {
        settings: { sensitivity: 5, alert_frequency: 15, audio_alert: false },
        start_time: '2026-03-10T12:00:00Z',
      },
    });
    sessionId = s.json<{ session_id: string }>().session_id;
    await t.app.services.mailer.flush();
  });
  afterAll(() => t.close());

  const point = {
    timestamp: '2026-03-10T11:01:00Z',
    start_score: 80,
    end_score: 70,
    good_posture_seconds: 40,
    bad_posture_seconds: 20,
    duration_seconds: 60,
  };
  const cases = (): [
    string,
    { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: unknown; auth?: boolean },
  ][] => [
    [
      'path: data points',
      {
        method: 'POST',
        url: '/api/sessions/%00/datapoints',
        payload: { data_points: [point] },
        auth: true,
      },
    ],
    [
      'path: end',
      {
        method: 'POST',
        url: `/api/sessions/a%00b/end`,
        payload: {
          end_time: '2026-03-10T11:30:00Z',
          final_score: 1,
          num_alerts: 0,
          total_seconds_bad_posture: 0,
          total_episodes: 0,
        },
        auth: true,
      },
    ],
    ['path: stats', { method: 'GET', url: '/api/users/%00/stats/lifetime', auth: true }],
    ['query: verify token', { method: 'GET', url: '/api/user/verify?token=%00abc' }],
    [
      'body: signup name',
      {
        method: 'POST',
        url: '/api/user/signup',
        payload: {
          first_name: 'Nu\u0000l',
          last_name: 'Byte',
          email: 'nul-signup@example.test',
          password: 'Sturdy-Pass1',
        },
      },
    ],
    [
      'body: update name',
      {
        method: 'PUT',
        url: '/api/user',
        payload: { first_name: 'Nu\u0000l', last_name: 'Byte' },
        auth: true,
      },
    ],
    [
      'body: feedback text',
      {
        method: 'POST',
        url: '/api/feedback',
        payload: {
          feedback_type: 'detailed',
          feedback_text: 'a\u0000b',
          user_agent: 'x',
          timestamp: '2026-03-10T11:00:00Z',
        },
      },
    ],
    [
      'body: session time zone',
      {
        method: 'POST',
        url: '/api/sessions',
        payload: {
          settings: { sensitivity: 5, alert_frequency: 15, audio_alert: false },
          start_time: '2026-03-10T11:00:00Z',
          time_zone: 'Europe/Ber\u0000lin',
        },
        auth: true,
      },
    ],
    [
      'body: data point timestamp',
      {
        method: 'POST',
        url: `/api/sessions/${sessionId}/datapoints`,
        payload: { data_points: [{ ...point, timestamp: '2026-03-10T11:02:00Z\u0000' }] },
        auth: true,
      },
    ],
    [
      'body: login e-mail',
      {
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'a\u0000@example.test', password: 'x' },
      },
    ],
  ];

  it('every NUL is a 400 with a JSON error, and nothing is written', async () => {
    const before = (await snapshotDb(t.app.services.db as never)).hash;
    const answers: string[] = [];
    for (const [what, c] of cases()) {
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        ...(c.payload ? { payload: c.payload as object } : {}),
        headers: c.auth ? bearerOf(user) : {},
      });
      answers.push(`${what}: ${res.statusCode}`);
      expect(res.statusCode, `${what}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
      expect(typeof res.json<{ error?: unknown }>().error).toBe('string');
    }
    record({
      area: 'inputs',
      item: `NUL characters in path, query and body (${target.name})`,
      figures: { requests: answers.length, '5xx': answers.filter((a) => / 5\d\d$/.test(a)).length },
    });
    expect((await snapshotDb(t.app.services.db as never)).hash, answers.join(', ')).toBe(before);
  });
});
