import { PATHS } from '../../core/paths.ts';

// Each route's own document title (WCAG 2.4.2), also what the route announcer says on navigation.
const APP = 'Posture Coach';
const NAMES: Record<string, string> = {
  [PATHS.monitor]: 'Posture Monitor',
  [PATHS.login]: 'Log In',
  [PATHS.signup]: 'Sign Up',
  [PATHS.verifyPrompt]: 'Verify Your Email',
  [PATHS.verifyEmail]: 'Email Verification',
  [PATHS.forgotPassword]: 'Forgot Password',
  [PATHS.resetPassword]: 'Reset Password',
  [PATHS.oauthCallback]: 'Signing In',
  [PATHS.privacy]: 'Privacy Notice',
  [PATHS.account]: 'Account',
  [PATHS.feedback]: 'Give Feedback',
};

/** The document title for a client path; unknown paths get the 404 page's. */
export function routeTitle(path: string): string {
  const p = path.toLowerCase().replace(/(.)\/$/, '$1');
  if (p === PATHS.landing) return `${APP}: sit smarter, work harder`;
  return `${NAMES[p] ?? 'Page Not Found'} · ${APP}`;
}
