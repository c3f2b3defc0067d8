// The recorder's transport: the app's one HTTP client (bearer token, 401 refresh-and-queue).
import { endSession, endSessionOnUnload, sendDataPoints, startSession } from '../api/sessions.ts';
import type { RecorderApi } from './session-recorder.ts';

export const recorderApi: RecorderApi = {
  start: startSession,
  sendPoints: sendDataPoints,
  end: endSession,
  endOnUnload: endSessionOnUnload,
};
