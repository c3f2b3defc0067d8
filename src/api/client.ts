import { ApiError } from './errors.ts';
import { loadTokens, validAccessToken } from './token-store.ts';
import { send, parseBody, type RequestOptions } from './http.ts';
import { pendingRefresh, refreshTokens } from './refresh.ts';
import { t } from '../i18n/index.ts';

/*
 * The one HTTP client (docs/api.md#calls, docs/api.md#authentication): JSON, no cookies, a bearer token while it is
 * unexpired, and on a 401 exactly one refresh that every request in flight waits for and then retries.
 * /user/verify is exempt from both the token and the refresh. The transport is in http.ts, the
 * refresh in refresh.ts.
 */

export { apiUrl, configureApi } from './http.ts';

const EXEMPT = new Set(['/user/verify']);
const pathOnly = (path: string) => path.split('?')[0] ?? path;

export async function request<T>(
  method: string,
  path: string,
  opts: RequestOptions = {},
): Promise<T> {
  const exempt = EXEMPT.has(pathOnly(path));
  const refreshOn401 = !exempt && opts.refreshOn401 !== false;
  // Requests that start while a refresh runs wait for it (the queue), so they go out with the new token.
  const refreshing = pendingRefresh();
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
    throw new ApiError(
      res.status,
      body,
      opts.fallback ?? t('Request failed ({status})', { status: res.status }),
    );
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
