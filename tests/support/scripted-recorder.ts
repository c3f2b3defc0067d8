// The session recorder (src/state/recording/recorder.ts) with a scripted API and a fake interval
// clock, for its rule tests (recorder.test.ts): the transport is scripted so each failure can be
// placed exactly (down: every call fails; endStatus 400: the server says already ended).
import { onTestFinished, vi } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import type { KeyValueStorage } from '../../src/browser/storage.ts';
import type { DataPoint } from '../../core/recording/data-point.ts';
import { createSessionRecorder, type RecorderApi } from '../../src/state/recording/recorder.ts';

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

function scriptedApi() {
  const sent: { id: string; points: DataPoint[]; keepalive: boolean }[] = [];
  const ends: { id: string; payload: Record<string, unknown> }[] = [];
  const state = { down: false, endStatus: 200 };
  const api: RecorderApi = {
    start: vi.fn(async () => ({ session_id: 's1' })),
    sendPoints: vi.fn(async (id, points, opts) => {
      if (state.down) throw new TypeError('fetch failed');
      sent.push({ id, points, keepalive: !!opts?.keepalive });
      return {};
    }),
    end: vi.fn(async (id, payload) => {
      if (state.down) throw new TypeError('fetch failed');
      if (state.endStatus === 400) throw new ApiError(400, { error: 'Session already ended' }, 'x');
      ends.push({ id, payload });
      return { session_id: id, total_duration: 1, average_score: 90 };
    }),
    endOnUnload: vi.fn(() => true),
  };
  return { api, sent, ends, state };
}

/** Called in a test: fakes setInterval until that test ends (its file shares a worker, tests/support/shared-worker-guard.ts). */
export function setup() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  onTestFinished(() => void vi.useRealTimers());
  const clock = { t: Date.parse('2026-05-01T09:00:00Z') };
  const storage = memoryStorage();
  const s = scriptedApi();
  const make = () =>
    createSessionRecorder({ api: s.api, storage, now: () => clock.t, log: () => {} });
  /** Advances the clock by `ms`, one observed sample per second, timers firing as they fall due. */
  async function track(rec: ReturnType<typeof make>, ms: number, bad = false) {
    for (let done = 0; done < ms; done += 1000) {
      clock.t += 1000;
      rec.observe(90, bad);
      await vi.advanceTimersByTimeAsync(1000);
    }
  }
  return { clock, storage, make, track, ...s };
}
