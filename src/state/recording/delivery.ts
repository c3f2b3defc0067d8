// The session recorder's delivery (docs/api.md#session-recording): sends what the outbox holds,
// every session oldest first, points in batches of 10 and then the end call; on page unload it
// hands the same to keepalive fetches and the beacon. The server keys points on (session,
// timestamp), so a retry never counts twice.
import { ApiError } from '../../api/errors.ts';
import type { EndSessionResponse } from '../../../core/api/types.ts';
import { toBatches } from '../../../core/recording/batch.ts';
import type { RecorderApi } from './recorder-api.ts';
import type { Outbox } from './outbox.ts';

export function createDelivery(
  outbox: Outbox,
  api: RecorderApi,
  log: (msg: string, err?: unknown) => void,
  activeId: () => string | null,
) {
  let flushing: Promise<void> | null = null;
  /** Server answers to end calls made by a flush, for end() to return. */
  const ended = new Map<string, EndSessionResponse>();

  /** True when the server will never take this (ended or gone): keep retrying only what can land. */
  const isFinal = (e: unknown) => e instanceof ApiError && (e.status === 400 || e.status === 404);

  async function flushOnce(): Promise<void> {
    for (const [id, pending] of Object.entries(outbox.all())) {
      for (const batch of toBatches(pending.points)) {
        try {
          await api.sendPoints(id, batch);
        } catch (e) {
          if (!isFinal(e)) return log('send failed; points kept for the next attempt', e);
          log(`server refused points for session ${id}; dropping them`, e);
        }
        const sent = new Set(batch.map((b) => b.timestamp));
        outbox.update(id, (p) => ({
          ...p,
          points: p.points.filter((x) => !sent.has(x.timestamp)),
        }));
      }
      const after = outbox.get(id);
      if (after?.end) {
        try {
          ended.set(id, await api.end(id, after.end));
        } catch (e) {
          // docs/api.md#session-recording: during cleanup a 400 on end means the session has
          // already ended.
          if (!isFinal(e)) return log('end failed; kept for the next attempt', e);
        }
        outbox.update(id, () => null);
      } else if (after && after.points.length === 0 && id !== activeId())
        outbox.update(id, () => null);
    }
  }

  /** Sends everything buffered (all sessions, oldest first). Concurrent callers share one pass. */
  function flush(): Promise<void> {
    flushing ??= flushOnce().finally(() => (flushing = null));
    return flushing;
  }

  /** Hands everything the outbox holds to the browser's unload-safe transports (keepalive, beacon). */
  function sendOnUnload(): void {
    for (const [id, pending] of Object.entries(outbox.all())) {
      for (const batch of toBatches(pending.points))
        void api.sendPoints(id, batch, { keepalive: true }).catch(() => {});
      if (pending.end) api.endOnUnload(id, pending.end);
    }
  }

  return {
    flush,
    sendOnUnload,
    /** The server's answer to a session's end call, once (null when it has not landed). */
    takeEnded(id: string): EndSessionResponse | null {
      const res = ended.get(id) ?? null;
      ended.delete(id);
      return res;
    },
  };
}
