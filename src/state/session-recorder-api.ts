// The recorder's transport: the app's one HTTP client (bearer token, 401 refresh-and-queue).
import { api } from '../api/client.ts';
import { endSession, endSessionOnUnload, startSession } from '../api/sessions.ts';
import { dataPointsBody } from '../session/batch.ts';
import type { RecorderApi } from './session-recorder.ts';

export const recorderApi: RecorderApi = {
  start: startSession,
  sendPoints: (id, points, opts) =>
    api.post(`/sessions/${encodeURIComponent(id)}/datapoints`, dataPointsBody(points), { fallback: 'Failed to send data points', keepalive: opts?.keepalive }),
  end: endSession,
  endOnUnload: endSessionOnUnload,
};
