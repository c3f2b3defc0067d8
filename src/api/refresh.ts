// Token refresh for the API client (docs/api.md#authentication): one at a time in this tab and
// across tabs (a Web Lock), retried with backoff on a 429, a 5xx or a network error.
import { withLock } from '../browser/locks.ts';
import { nextOtherTabChange } from '../browser/storage.ts';
import {
  clearTokens,
  loadTokens,
  TOKENS_KEY,
  saveTokens,
  validAccessToken,
  validRefreshToken,
} from './token-store.ts';
import type { TokenResponse } from '../../core/api/types.ts';
import { config, parseBody, send } from './http.ts';

let refreshing: Promise<boolean> | null = null;

/** The refresh in flight, if any: requests that start meanwhile wait for it. */
export function pendingRefresh(): Promise<boolean> | null {
  return refreshing;
}

/** Retry-After as seconds or an HTTP date, in ms; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

type RefreshOutcome = 'ok' | 'refused' | { retryAfter: number | null };

async function tryRefresh(refreshToken: string): Promise<RefreshOutcome> {
  let res: Response;
  try {
    res = await send('POST', '/user/refresh', {}, refreshToken);
  } catch (e) {
    console.warn('[api] token refresh could not reach the server', e);
    return { retryAfter: null };
  }
  if (res.ok) {
    saveTokens((await parseBody(res)) as TokenResponse);
    return 'ok';
  }
  // Only the server saying no (a bad or revoked refresh token) signs the person out.
  if (res.status === 400 || res.status === 401) return 'refused';
  await res.body?.cancel().catch(() => undefined);
  return { retryAfter: retryAfterMs(res.headers.get('Retry-After')) };
}

/** The Web Lock every tab of this origin takes around a refresh (docs/decisions.md#tabs). */
export const REFRESH_LOCK = 'posture-coach.token-refresh';
/** How long a tab that waited for the lock waits for the other tab's new tokens to show up. */
export const OTHER_TAB_WRITE_WAIT_MS = 1_000;

async function refreshWithRetries(refreshToken: string): Promise<RefreshOutcome> {
  const { retries, baseMs, maxMs, maxRetryAfterMs } = config.refreshRetry;
  for (let attempt = 0; ; attempt++) {
    const outcome = await tryRefresh(refreshToken);
    if (typeof outcome === 'string' || attempt >= retries) return outcome;
    const backoff = Math.min(maxMs, baseMs * 2 ** attempt);
    await config.sleep(
      outcome.retryAfter === null ? backoff : Math.min(outcome.retryAfter, maxRetryAfterMs),
    );
  }
}

/**
 * Holding the lock, the stored tokens are read again: when another tab rotated the refresh token
 * while this one waited, its new access token is used and nothing is sent (a rotated token sent
 * again would count as reuse, docs/api.md#authentication). Tokens gone meanwhile: signed out.
 */
async function refreshUnderLock(seen: string | null, waited: boolean): Promise<RefreshOutcome> {
  // Another tab held the lock, most likely refreshing: its write to storage may reach this tab a
  // moment after its lock did (browsers deliver the two separately), so wait for it a little.
  if (waited && seen !== null && loadTokens()?.refreshToken === seen)
    await nextOtherTabChange(TOKENS_KEY, OTHER_TAB_WRITE_WAIT_MS);
  const stored = loadTokens();
  if (!stored) return 'refused';
  if (seen !== null && stored.refreshToken !== seen && validAccessToken()) return 'ok';
  const refreshToken = validRefreshToken();
  return refreshToken ? refreshWithRetries(refreshToken) : 'refused';
}

/**
 * One refresh at a time, in this tab (callers that arrive while it runs share its outcome) and
 * across tabs (a Web Lock; without it, this tab's queue only). A 400 or 401 clears the tokens and
 * signs out; a 429, a 5xx or a network error keeps them and retries with backoff (honouring
 * Retry-After). Out of retries it resolves false with the tokens still kept.
 */
export function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const seen = loadTokens()?.refreshToken ?? null;
    const outcome = await withLock(REFRESH_LOCK, (waited) => refreshUnderLock(seen, waited));
    if (outcome === 'refused') {
      clearTokens();
      config.onAuthFailure();
    }
    return outcome === 'ok';
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}
