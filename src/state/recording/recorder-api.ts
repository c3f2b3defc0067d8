// The recorder's transport: the server calls it makes (RecorderApi, faked in tests) and the app's one
// HTTP client behind them (bearer token, 401 refresh-and-queue).
import type {
  EndSessionPayload,
  EndSessionResponse,
  StartSessionPayload,
} from '../../../core/api/types.ts';
import type { DataPoint } from '../../../core/recording/data-point.ts';
import {
  endServerSession,
  endServerSessionOnUnload,
  sendDataPoints,
  startServerSession,
} from '../../api/sessions.ts';

export interface RecorderApi {
  start(payload: StartSessionPayload): Promise<{ session_id: string }>;
  sendPoints(id: string, points: DataPoint[], opts?: { keepalive?: boolean }): Promise<unknown>;
  end(id: string, payload: EndSessionPayload): Promise<EndSessionResponse>;
  /** Beacon (or keepalive fetch) end for page unload; true when it was handed to the browser. */
  endOnUnload(id: string, payload: EndSessionPayload): boolean;
}

export const recorderApi: RecorderApi = {
  start: startServerSession,
  sendPoints: sendDataPoints,
  end: endServerSession,
  endOnUnload: endServerSessionOnUnload,
};
