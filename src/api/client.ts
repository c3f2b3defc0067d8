import { DEFAULT_API_BASE } from './config.ts';
import { withLock } from '../browser/locks.ts';
import { nextOtherTabChange } from '../browser/storage.ts';
import { ApiError } from './errors.ts';
import {
  clearTokens,
  loadTokens,
  TOKENS_KEY,
  saveTokens,
  validAccessToken,
  validRefreshToken,
} from './token-store.ts';
import type { TokenResponse } from '../../core/api/types.ts';

/*
 * The one HTTP client (docs/api.md#calls, docs/api.md#authentication): JSON, no cookies, a bearer token while it is
 * unexpired, and on a 401 exactly one refresh that every request in flight waits for and then retries.
 * /user/verify is exempt from both the token and the refresh.
 */

export interface RefreshRetry {
  /** Retries after the first try when the refresh meets a 429, a 5xx or a network error. */
  retries: number;
  /** First backoff; each retry doubles it, up to maxMs. A Retry-After header wins (up to maxRetryAfterMs). */
  baseMs: number;
  maxMs: number;
  maxRetryAfterMs: number;
}

export interface ApiConfig {
  baseUrl: string;
  /** Called once when the server refuses the refresh (400/401; tokens already cleared): to /login. */
  onAuthFailure: () => void;
  refreshRetry: RefreshRetry;
  /** How the backoff waits (tests record the delays instead of sleeping). */
  sleep: (ms: number) => Promise<void>;
}

const config: ApiConfig = {
  baseUrl: DEFAULT_API_BASE,
  onAuthFailure: () => {
    if (typeof location !== 'undefined') location.assign('/login');
  },
  refreshRetry: { retries: 4, baseMs: 1000, maxMs: 30_000, maxRetryAfterMs: 120_000 },
  sleep: (ms) => new Promise((ok) => setTimeout(ok, ms)),
};

export function configureApi(c: Partial<ApiConfig>): void {
  Object.assign(config, c);
}

export function apiUrl(path: string): string {
  return config.baseUrl.replace(/\/$/, '') + path;
}

export interface RequestOptions {
  body?: unknown;
  /** Error message when the server gives none. */
  fallback?: string;
  /** false for the public auth calls: a 401 there is a wrong password, not an expired token. */
  refreshOn401?: boolean;
  keepalive?: boolean;
  headers?: Record<string, string>;
}

const EXEMPT = new Set(['/user/verify']);
const pathOnly = (path: string) => path.split('?')[0] ?? path;

let refreshing: Promise<boolean> | null = null;

async function parseBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function send(
  method: string,
  path: string,
  opts: RequestOptions,
  token: string | null,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(apiUrl(path), {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    credentials: 'omit',
    keepalive: opts.keepalive,
  });
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

export async function request<T>(
  method: string,
  path: string,
  opts: RequestOptions = {},
): Promise<T> {
  const exempt = EXEMPT.has(pathOnly(path));
  const refreshOn401 = !exempt && opts.refreshOn401 !== false;
  // Requests that start while a refresh runs wait for it (the queue), so they go out with the new token.
  if (refreshing && !exempt) await refreshing;
  const token = exempt ? null : validAccessToken();
  let res = await send(method, path, opts, token);
  if (res.status === 401 && refreshOn401 && loadTokens()) {
    // If another request already refreshed since we sent ours, just retry with the new token.
    const current = validAccessToken();
    const renewed = current !== null && current !== token ? true : await refreshTokens();
    if (renewed) res = await send(method, path, opts, validAccessToken());
  }
  const body = await parseBody(res);
  if (!res.ok)
    throw new ApiError(res.status, body, opts.fallback ?? `Request failed (${res.status})`);
  return body as T;
}

export const api = {
  get: <T>(path: string, o?: RequestOptions) => request<T>('GET', path, o),
  post: <T>(path: string, body?: unknown, o?: RequestOptions) =>
    request<T>('POST', path, { ...o, body }),
  put: <T>(path: string, body?: unknown, o?: RequestOptions) =>
    request<T>('PUT', path, { ...o, body }),
  delete: <T>(path: string, o?: RequestOptions) => request<T>('DELETE', path, o),
  patch: <T>(path: string, body?: unknown, o?: RequestOptions) =>
    request<T>('PATCH', path, { ...o, body }),
};
