// Every API endpoint (docs/api.md#calls) as the fuzz suites see it: a valid request to start from,
// and what each body field may hold (its JSON type, its limits), so a mutation can be made surely
// invalid. The account's own are in endpoints-account.ts.
import { ACCOUNT_ENDPOINTS } from './endpoints-account.ts';

export type Kind = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array';

export interface Field {
  kind: Kind;
  /** string length or number range from core/api/schemas/* (the limits a mutation must cross) */
  max?: number;
  min?: number;
  /** a string that must look like an e-mail (format: email) */
  email?: boolean;
  /** may be left out (a "missing field" mutation must not pick it) */
  optional?: boolean;
}

export interface Fixture {
  userId: string;
  otherUserId: string;
  sessionId: string;
  otherSessionId: string;
  access: string;
  refresh: string;
}

export interface Endpoint {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (f: Fixture) => string;
  /** path parameter the fuzzer may replace, with the prefix/suffix around it */
  param?: { before: string; after: string };
  auth: 'none' | 'required' | 'optional' | 'refresh';
  body?: (f: Fixture) => Record<string, unknown>;
  fields?: Record<string, Field>;
  query?: Record<string, Field>;
  /** OAuth browser endpoints answer with a redirect to our own page carrying `error`, never JSON */
  redirects?: boolean;
}

const iso = '2026-03-10T12:00:00.000Z';
const date: Field = { kind: 'string', max: 40, min: 10 };
const score: Field = { kind: 'number', min: 0, max: 100 };
const seconds: Field = { kind: 'number', min: 0, max: 31 * 24 * 3600 };

export const ENDPOINTS: Endpoint[] = [
  ...ACCOUNT_ENDPOINTS,
  {
    name: 'start session',
    method: 'POST',
    path: () => '/api/sessions',
    auth: 'required',
    body: () => ({
      settings: { sensitivity: 5, alert_frequency: 15, audio_alert: true },
      start_time: iso,
      time_zone: 'Europe/Berlin',
    }),
    fields: {
      settings: { kind: 'object' },
      start_time: date,
      time_zone: { kind: 'string', max: 64, min: 1, optional: true },
    },
  },
  {
    name: 'data points',
    method: 'POST',
    path: (f) => `/api/sessions/${f.sessionId}/datapoints`,
    param: { before: '/api/sessions/', after: '/datapoints' },
    auth: 'required',
    body: () => ({
      data_points: [
        {
          timestamp: '2026-03-10T12:01:00.000Z',
          start_score: 80,
          end_score: 70,
          good_posture_seconds: 40,
          bad_posture_seconds: 20,
          duration_seconds: 60,
        },
      ],
    }),
    fields: { data_points: { kind: 'array' } },
  },
  {
    name: 'end session',
    method: 'POST',
    path: (f) => `/api/sessions/${f.sessionId}/end`,
    param: { before: '/api/sessions/', after: '/end' },
    auth: 'required',
    body: () => ({
      end_time: '2026-03-10T12:30:00.000Z',
      final_score: 70,
      num_alerts: 2,
      total_seconds_bad_posture: 300,
      total_episodes: 3,
    }),
    fields: {
      end_time: date,
      final_score: score,
      num_alerts: { kind: 'integer', min: 0 },
      total_seconds_bad_posture: seconds,
      total_episodes: { kind: 'integer', min: 0 },
    },
  },
  {
    name: 'lifetime stats',
    method: 'GET',
    path: (f) => `/api/users/${f.userId}/stats/lifetime`,
    param: { before: '/api/users/', after: '/stats/lifetime' },
    auth: 'required',
  },
  {
    name: 'streaks',
    method: 'GET',
    path: (f) => `/api/users/${f.userId}/streaks`,
    param: { before: '/api/users/', after: '/streaks' },
    auth: 'required',
  },
  {
    name: 'feedback',
    method: 'POST',
    path: () => '/api/feedback',
    auth: 'optional',
    body: () => ({
      feedback_type: 'positive',
      feedback_text: 'fine',
      user_agent: 'fuzz',
      timestamp: iso,
    }),
    fields: {
      feedback_type: { kind: 'string', max: 8 },
      feedback_text: { kind: 'string', max: 5000 },
      user_agent: { kind: 'string', max: 1000 },
      timestamp: date,
    },
  },
];
