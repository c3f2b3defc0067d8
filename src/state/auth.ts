import { proxy, useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { configureApi } from '../api/client.ts';
import { hasUsableSession, TOKENS_KEY } from '../api/token-store.ts';
import type { User } from '../../core/api/types.ts';
import * as userApi from '../api/user.ts';
import { trackDailyActive } from '../analytics/index.ts';
import { onOtherTabChange } from '../browser/storage.ts';
import { t } from '../i18n/index.ts';
import { PATHS } from '../../core/paths.ts';
import { toast } from './toasts.ts';
import { endEveryMonitorSession } from './monitor-session/end-callbacks.ts';

// docs/api.md#authentication: loading -> authenticated | logged out.
export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export const authState = proxy<{ status: AuthStatus; user: User | null }>({
  status: 'loading',
  user: null,
});

export function useAuth() {
  return useSnapshot(authState);
}

export function setSignedIn(user: User): void {
  authState.user = user;
  authState.status = 'authenticated';
  // docs/decisions.md#analytics: a daily-active-user event (opt-in analytics; at most once a day).
  trackDailyActive();
}

export function setSignedOut(): void {
  authState.user = null;
  authState.status = 'anonymous';
}

/** Startup auth check (docs/product.md#routes): ask the server who we are when a usable token is stored. */
export async function initAuth(): Promise<void> {
  configureApi({
    onAuthFailure: () => {
      setSignedOut();
      navigate('/login', { replace: true });
    },
  });
  followOtherTabs();
  await restoreSession();
}

async function restoreSession(): Promise<void> {
  if (!hasUsableSession()) return setSignedOut();
  try {
    setSignedIn(await userApi.getUser());
  } catch (e) {
    console.warn('[auth] could not restore the session', e);
    setSignedOut();
  }
}

/** Pages a signed-out tab leaves (docs/decisions.md#tabs); RequireAuth would send the first two to /login. */
const LEAVE_ON_SIGN_OUT: readonly string[] = [PATHS.account, PATHS.feedback, PATHS.monitor];

let unfollow: (() => void) | null = null;

/**
 * docs/decisions.md#tabs: the tokens live in storage every tab shares. Another tab removing them
 * (log out, account deleted, a refused refresh) signs this tab out: tracking and the recorded
 * session end first, then it leaves the signed-in pages. Another tab signing in signs this one in.
 */
function followOtherTabs(): void {
  unfollow?.();
  unfollow = onOtherTabChange(TOKENS_KEY, (value) => {
    if (value === null && authState.status === 'authenticated') void signedOutElsewhere();
    else if (value !== null && authState.status === 'anonymous') void restoreSession();
  });
}

/**
 * How long a sign-out from another tab waits for tracking to end before it leaves. The recorder
 * takes the session's totals at once; what can be slow is the pose worker's reset, queued behind a
 * model warm-up that may take a minute without a GPU. The end goes on after the tab has left.
 */
export const END_WAIT_MS = 2_000;

async function signedOutElsewhere(): Promise<void> {
  await Promise.race([endEveryMonitorSession(), new Promise((r) => setTimeout(r, END_WAIT_MS))]);
  setSignedOut();
  toast.info(t('You signed out in another tab'));
  if (LEAVE_ON_SIGN_OUT.includes(location.pathname)) navigate('/', { replace: true });
}

export async function logOut(): Promise<void> {
  // The recorded session ends while its owner's token is still valid (leaving /app,
  // docs/product.md#routes).
  await endEveryMonitorSession();
  await userApi.logout();
  setSignedOut();
  toast.success(t('Logged out'));
  navigate('/');
}

export function firstName(user: Pick<User, 'first_name' | 'email_address'> | null): string {
  return user?.first_name?.trim() || user?.email_address?.split('@')[0] || t('there');
}
