import { dataPointsBody } from '../../core/recording/batch.ts';
import { api, apiUrl } from './client.ts';
import { validAccessToken } from './token-store.ts';
import type {
  DataPoint,
  DataPointsResponse,
  EndSessionPayload,
  EndSessionResponse,
  StartSessionPayload,
  StartSessionResponse,
} from '../../core/api/types.ts';
import { msg } from '../i18n/index.ts';

// docs/api.md#calls session calls. The recorder (src/state/recording/recorder.ts) decides when to call them.

export function startServerSession(payload: StartSessionPayload): Promise<StartSessionResponse> {
  return api.post('/sessions', payload, { fallback: msg('Failed to start session') });
}

export function endServerSession(
  id: string,
  payload: EndSessionPayload,
): Promise<EndSessionResponse> {
  return api.post(`/sessions/${encodeURIComponent(id)}/end`, payload, {
    fallback: msg('Failed to end session'),
  });
}

export async function sendDataPoints(
  id: string,
  points: DataPoint[],
  opts: { keepalive?: boolean } = {},
): Promise<DataPointsResponse> {
  // docs/validation.md#session-data: the limit is checked locally (dataPointsBody throws) before anything goes out.
  return api.post(`/sessions/${encodeURIComponent(id)}/datapoints`, dataPointsBody(points), {
    fallback: msg('Failed to send data points'),
    keepalive: opts.keepalive,
  });
}

/**
 * Page unload or hide (docs/api.md#session-recording): the end goes out as a beacon carrying auth_token, because a beacon
 * cannot set headers; a keepalive fetch is the fallback when the beacon is refused.
 */
export function endServerSessionOnUnload(id: string, payload: EndSessionPayload): boolean {
  const token = validAccessToken();
  const url = apiUrl(`/sessions/${encodeURIComponent(id)}/end`);
  const body = JSON.stringify({ ...payload, auth_token: token ?? undefined });
  try {
    if (
      typeof navigator !== 'undefined' &&
      navigator.sendBeacon?.(url, new Blob([body], { type: 'text/plain' }))
    )
      return true;
  } catch (e) {
    console.warn('[api] beacon failed; trying keepalive fetch', e);
  }
  try {
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'omit',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
    return true;
  } catch (e) {
    console.warn('[api] keepalive end failed', e);
    return false;
  }
}
