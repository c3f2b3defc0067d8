// The client's routes, in one place: App.tsx routes on them and the server answers 404 for every
// other page path (server/src/plugins/spa.ts). Plain data, no DOM: the server imports this file.

export const PATHS = {
  landing: '/',
  monitor: '/app',
  login: '/login',
  signup: '/signup',
  verifyPrompt: '/verify-prompt',
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  oauthCallback: '/auth/google/callback',
  privacy: '/privacy',
  account: '/account',
  feedback: '/feedback',
} as const;

export const CLIENT_PATHS: readonly string[] = Object.values(PATHS);

/**
 * Whether the client router renders a page (not its 404) for this path. Static patterns only, so
 * this is wouter's own rule for them: case-insensitive, one optional trailing slash.
 */
export function isClientPath(path: string): boolean {
  const lower = path.toLowerCase();
  return CLIENT_PATHS.some((r) => {
    const route = r === '/' ? '' : r.toLowerCase();
    return lower === route || lower === `${route}/`;
  });
}
