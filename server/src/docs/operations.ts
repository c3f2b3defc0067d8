/**
 * How each API operation is called: a one-line summary and the credential it takes. The OpenAPI
 * document (docs/api.md#openapi) and the /api/docs page show them; a route missing here stops the
 * server at start-up, so none goes undocumented. Keys are the method and the path under /api.
 *
 * - bearer: the access token (docs/api.md#authentication);
 * - optional: anonymous, or the access token to link the call to the account;
 * - refresh: the refresh token, as the bearer credential;
 * - none: public.
 */
export type OperationAuth = 'bearer' | 'optional' | 'refresh' | 'none';

export const OPERATIONS: Record<string, { summary: string; auth: OperationAuth }> = {
  'GET /health': { summary: 'Liveness: whether the database (and Redis) answer', auth: 'none' },
  'GET /health/ready': { summary: 'Readiness for a load balancer', auth: 'none' },
  'POST /user/signup': { summary: 'Create an account and sign in', auth: 'none' },
  'POST /user/login': { summary: 'Sign in with e-mail and password', auth: 'none' },
  'POST /user/refresh': { summary: 'Rotate the refresh token for new tokens', auth: 'refresh' },
  'GET /user': { summary: 'The signed-in user', auth: 'bearer' },
  'PUT /user': { summary: 'Change the first and last name', auth: 'bearer' },
  'DELETE /user': { summary: 'Delete the account and everything stored with it', auth: 'bearer' },
  'GET /user/verify': { summary: 'Verify the e-mail address with the mailed link', auth: 'none' },
  'POST /user/resend-verification': { summary: 'Mail the verification link again', auth: 'none' },
  'POST /user/forgot-password': { summary: 'Mail a password reset link', auth: 'none' },
  'POST /user/reset-password': { summary: 'Set a new password with the mailed link', auth: 'none' },
  'GET /user/export': { summary: 'Download everything stored about the user', auth: 'bearer' },
  'POST /user/export': {
    summary: 'Download everything stored about the user, confirmed with the password',
    auth: 'bearer',
  },
  'POST /user/logout': { summary: 'End this sign-in', auth: 'optional' },
  'GET /user/sign-ins': { summary: "List the account's sign-ins", auth: 'bearer' },
  'DELETE /user/sign-ins/:id': { summary: 'End one sign-in', auth: 'bearer' },
  'POST /user/sign-ins/end-others': { summary: 'End every other sign-in', auth: 'bearer' },
  'GET /auth/providers': { summary: 'Which third-party sign-ins are configured', auth: 'none' },
  'GET /auth/google/start': { summary: 'Start the Google sign-in (a redirect)', auth: 'none' },
  'GET /auth/google/callback': { summary: "The provider's answer (a redirect)", auth: 'none' },
  'POST /auth/google/exchange': {
    summary: 'Redeem the callback code with the PKCE verifier',
    auth: 'none',
  },
  'POST /sessions': { summary: 'Start a monitoring session', auth: 'bearer' },
  'POST /sessions/:id/datapoints': { summary: 'Record up to 10 data points', auth: 'bearer' },
  'POST /sessions/:id/end': {
    summary: 'End a session (a beacon sends the token as auth_token)',
    auth: 'bearer',
  },
  'GET /users/:userId/stats/lifetime': { summary: 'Lifetime totals', auth: 'bearer' },
  'GET /users/:userId/streaks': { summary: 'Streaks and the streak calendar', auth: 'bearer' },
  'GET /users/:userId/history': { summary: 'Tracked time and score per day', auth: 'bearer' },
  'GET /users/:userId/stats/hourly': { summary: 'Tracked time by hour of day', auth: 'bearer' },
  'POST /feedback': { summary: 'Send feedback', auth: 'optional' },
  'POST /analytics/events': { summary: 'Record an opt-in analytics event', auth: 'none' },
  'GET /setups': { summary: 'List the saved setups', auth: 'bearer' },
  'PUT /setups/:name': { summary: 'Save or replace a setup', auth: 'bearer' },
  'PATCH /setups/:name': { summary: 'Rename a setup', auth: 'bearer' },
  'DELETE /setups/:name': { summary: 'Delete a setup', auth: 'bearer' },
};

/** The OpenAPI security requirement of each kind (the schemes are in plugins/api-docs.ts). */
export const SECURITY: Record<OperationAuth, Record<string, string[]>[]> = {
  bearer: [{ bearer: [] }],
  optional: [{}, { bearer: [] }],
  refresh: [{ refresh: [] }],
  none: [],
};
