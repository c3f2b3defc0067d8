import { DEFAULT_API_BASE } from './config.ts';
import { ApiError } from './errors.ts';
import {
  clearTokens,
  loadTokens,
  saveTokens,
  validAccessToken,
  validRefreshToken,
} from './token-store.ts';
import type { TokenResponse } from './types.ts';

/*
 * The one HTTP client (spec §7, §4 'Authentication'): JSON, no cookies, a bearer token while it is
 * unexpired, and on a 401 exactly one refresh that every request in flight waits for and then retries.
 * /user/verify is exempt from both the token and the refresh.
 */

export interface ApiConfig {
  baseUrl: string;
  /** Called once when a refresh fails (tokens are already cleared). The app sends the user to /login. */
  onAuthFailure: () => void;
}

const config: ApiConfig = {
  baseUrl: DEFAULT_API_BASE,
  onAuthFailure: () => {
    if (typeof location !== 'undefined') location.assign('/login');
  },
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

/** One refresh at a time; callers that arrive while it runs share its outcome. */
export function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = validRefreshToken();
    let ok = false;
    if (refreshToken) {
      try {
        const res = await send('POST', '/user/refresh', {}, refreshToken);
        if (res.ok) {
          saveTokens((await parseBody(res)) as TokenResponse);
          ok = true;
        }
      } catch (e) {
        console.warn('[api] token refresh failed', e);
      }
    }
    if (!ok) {
      clearTokens();
      config.onAuthFailure();
    }
    return ok;
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
};
