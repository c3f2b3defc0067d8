// The account's endpoints (sign-up, sign-in, tokens, the profile, mailed links, Google sign-in) as
// the fuzz suites see them: the first of ENDPOINTS (endpoints.ts).
import type { Endpoint, Field } from './endpoints.ts';

const email: Field = { kind: 'string', max: 254, email: true };
const name: Field = { kind: 'string', max: 100 };
const password: Field = { kind: 'string', max: 256 };

export const ACCOUNT_ENDPOINTS: Endpoint[] = [
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
];
