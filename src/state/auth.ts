import { proxy, useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { configureApi } from '../api/client.ts';
import { hasUsableSession } from '../api/token-store.ts';
import type { User } from '../api/types.ts';
import * as userApi from '../api/user.ts';
import { trackDailyActive } from '../analytics/index.ts';
import { toast } from './toasts.ts';
import { endAllSessions } from './tracking-sessions.ts';

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
  if (!hasUsableSession()) return setSignedOut();
  try {
    setSignedIn(await userApi.getUser());
  } catch (e) {
    console.warn('[auth] could not restore the session', e);
    setSignedOut();
  }
}

export async function logOut(): Promise<void> {
  // The recorded session ends while its owner's token is still valid (spec §2: leaving /app).
  await endAllSessions();
  await userApi.logout();
  setSignedOut();
  toast.success('Logged out');
  navigate('/');
}

export function firstName(user: Pick<User, 'first_name' | 'email_address'> | null): string {
  return user?.first_name?.trim() || user?.email_address?.split('@')[0] || 'there';
}
