// The API client's transport: its configuration (base URL, sign-out hook, refresh retry policy),
// the URL of a path, one fetch with the JSON headers, the app's language and the bearer token, and
// the body's parse.
import { currentLanguage } from '../i18n/index.ts';
import { DEFAULT_API_BASE } from './config.ts';

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

export const config: ApiConfig = {
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

export async function parseBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function send(
  method: string,
  path: string,
  opts: RequestOptions,
  token: string | null,
): Promise<Response> {
  // The app's language, not the browser's: the server writes its mails in it (docs/api.md#calls).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    ...opts.headers,
  };
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
