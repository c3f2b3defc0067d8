import { PATHS } from '../../core/paths.ts';
import { msg, t } from '../i18n/index.ts';

// Each route's own document title (WCAG 2.4.2), also what the route announcer says on navigation.
// English keys, translated when a title is asked for.
const NAMES: Record<string, string> = {
  [PATHS.monitor]: msg('Posture Monitor'),
  [PATHS.login]: msg('Log In'),
  [PATHS.signup]: msg('Sign Up'),
  [PATHS.verifyPrompt]: msg('Verify Your Email'),
  [PATHS.verifyEmail]: msg('Email Verification'),
  [PATHS.forgotPassword]: msg('Forgot Password'),
  [PATHS.resetPassword]: msg('Reset Password'),
  [PATHS.oauthCallback]: msg('Signing In'),
  [PATHS.privacy]: msg('Privacy Notice'),
  [PATHS.account]: msg('Account'),
  [PATHS.feedback]: msg('Give Feedback'),
};

/** The document title for a client path in the current language; unknown paths get the 404 page's. */
export function routeTitle(path: string): string {
  const p = path.toLowerCase().replace(/(.)\/$/, '$1');
  if (p === PATHS.landing) return t('Posture Coach: sit smarter, work harder');
  return t('{page} · Posture Coach', { page: t(NAMES[p] ?? msg('Page Not Found')) });
}
