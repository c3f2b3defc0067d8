// Every API endpoint (docs/api.md#calls) as the fuzz suites see it: a valid request to start from,
// and what each body field may hold (its JSON type, its limits), so a mutation can be made surely
// invalid.

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
const email: Field = { kind: 'string', max: 254, email: true };
const name: Field = { kind: 'string', max: 100 };
const password: Field = { kind: 'string', max: 256 };
const date: Field = { kind: 'string', max: 40, min: 10 };
const score: Field = { kind: 'number', min: 0, max: 100 };
const seconds: Field = { kind: 'number', min: 0, max: 31 * 24 * 3600 };

export const ENDPOINTS: Endpoint[] = [
  {
    name: 'signup',
    method: 'POST',
    path: () => '/api/user/signup',
    auth: 'none',
    body: () => ({
      first_name: 'Fuzz',
      last_name: 'Er',
      email: 'fuzz-signup@example.test',
      password: 'Fuzzing-Pass1',
    }),
    fields: { first_name: name, last_name: name, email, password },
  },
  {
    name: 'login',
    method: 'POST',
    path: () => '/api/user/login',
    auth: 'none',
    body: () => ({ email: 'fuzz-login@example.test', password: 'Fuzzing-Pass1' }),
    fields: { email, password },
  },
  { name: 'refresh', method: 'POST', path: () => '/api/user/refresh', auth: 'refresh' },
  { name: 'logout', method: 'POST', path: () => '/api/user/logout', auth: 'required' },
  { name: 'get user', method: 'GET', path: () => '/api/user', auth: 'required' },
  {
    name: 'update user',
    method: 'PUT',
    path: () => '/api/user',
    auth: 'required',
    body: () => ({ first_name: 'Same', last_name: 'Name' }),
    fields: { first_name: name, last_name: name },
  },
  { name: 'delete user', method: 'DELETE', path: () => '/api/user', auth: 'required' },
  { name: 'export', method: 'GET', path: () => '/api/user/export', auth: 'required' },
  { name: 'sign-ins', method: 'GET', path: () => '/api/user/sign-ins', auth: 'required' },
  {
    // An id no sign-in has: the valid request is a 404, and the fixture's sign-in stays.
    name: 'end sign-in',
    method: 'DELETE',
    path: () => '/api/user/sign-ins/00000000-0000-4000-8000-000000000000',
    param: { before: '/api/user/sign-ins/', after: '' },
    auth: 'required',
  },
  {
    name: 'end other sign-ins',
    method: 'POST',
    path: () => '/api/user/sign-ins/end-others',
    auth: 'required',
  },
  {
    name: 'verify',
    method: 'GET',
    path: () => '/api/user/verify',
    auth: 'none',
    query: { token: { kind: 'string', max: 200 } },
  },
  {
    name: 'resend',
    method: 'POST',
    path: () => '/api/user/resend-verification',
    auth: 'none',
    body: () => ({ email: 'fuzz-resend@example.test' }),
    fields: { email },
  },
  {
    name: 'forgot',
    method: 'POST',
    path: () => '/api/user/forgot-password',
    auth: 'none',
    body: () => ({ email: 'fuzz-forgot@example.test' }),
    fields: { email },
  },
  {
    name: 'reset',
    method: 'POST',
    path: () => '/api/user/reset-password',
    auth: 'none',
    body: () => ({ token: 'not-a-real-reset-token', new_password: 'Fuzzing-Pass1' }),
    fields: { token: { kind: 'string', max: 200 }, new_password: password },
  },
  {
    name: 'oauth start',
    method: 'GET',
    path: () => '/api/auth/google/start',
    auth: 'none',
    query: { mode: { kind: 'string' } },
    redirects: true,
  },
  {
    name: 'oauth callback',
    method: 'GET',
    path: () => '/api/auth/google/callback',
    auth: 'none',
    query: { state: { kind: 'string' }, code: { kind: 'string' } },
    redirects: true,
  },
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
