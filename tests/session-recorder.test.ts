// The session recorder against the real account server (a child process), killed and restarted
// twice during a 10-minute session with time accelerated: nothing is lost, nothing counts twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApi } from '../src/api/client.ts';
import { saveTokens } from '../src/api/token-store.ts';
import type { TokenResponse } from '../core/api/types.ts';
import { setAppStorage, type KeyValueStorage } from '../src/browser/storage.ts';
import { recorderApi } from '../src/state/recording/recorder-api.ts';
import { createSessionRecorder, RECORDER_STORAGE_KEY } from '../src/state/recording/recorder.ts';
import { serverProcess } from './support/server-process.ts';

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

/** Interval timers driven by the test's clock, so ten minutes pass in a few seconds. */
function manualTimers(clock: { t: number }) {
  let next = 1;
  const timers = new Map<number, { fn: () => void; every: number; due: number }>();
  return {
    setInterval: ((fn: () => void, every: number) => {
      timers.set(next, { fn, every, due: clock.t + every });
      return next++;
    }) as unknown as typeof setInterval,
    clearInterval: ((id: number) => void timers.delete(id)) as unknown as typeof clearInterval,
    /** Fires every timer that falls due by clock.t. */
    run() {
      for (const t of timers.values()) {
        while (t.due <= clock.t) {
          t.due += t.every;
          t.fn();
        }
      }
    },
  };
}

const server = serverProcess(3931);
const clock = { t: Date.now() - 15 * 60_000 };
const storage = memoryStorage();

beforeAll(async () => {
  await server.start();
  configureApi({ baseUrl: `${server.base}/api`, onAuthFailure: () => {} });
  setAppStorage(memoryStorage());
  const res = await fetch(`${server.base}/api/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Rec',
      last_name: 'Order',
      email: `rec-${Date.now()}@example.com`,
      password: 'Recorder-passw0rd',
    }),
  });
  saveTokens((await res.json()) as TokenResponse);
}, 60_000);
afterAll(() => server.stop());

async function exportedSessions() {
  const { validAccessToken } = await import('../src/api/token-store.ts');
  const res = await fetch(`${server.base}/api/user/export`, {
    headers: { authorization: `Bearer ${validAccessToken()}` },
  });
  return (
    (await res.json()) as {
      sessions: {
        session_id: string;
        end_time: string | null;
        total_seconds_bad_posture: number;
        data_points: {
          good_posture_seconds: number;
          bad_posture_seconds: number;
          looking_down_seconds: number;
          duration_seconds: number;
        }[];
      }[];
    }
  ).sessions;
}

describe('session recorder with the real server killed and restarted twice', () => {
  it('delivers every data point and the end once the server is back; totals match the client', async () => {
    const timers = manualTimers(clock);
    const recorder = createSessionRecorder({
      api: recorderApi,
      storage,
      now: () => clock.t,
      timers,
      log: () => {},
    });
    const id = await recorder.start(
      { sensitivity: 5, alertFrequency: 15_000, audioEnabled: true },
      'Europe/Berlin',
      100,
    );
    expect(id).toBeTruthy();

    let clientBadMs = 0;
    let clientGoodMs = 0;
    let clientDownMs = 0;
    let score = 100;
    // Ten minutes of samples every 500 ms; posture is poor for 20 s of every minute, and the person
    // looks down for 10 s of it (docs/posture-rules.md#looking-down: its own kind).
    for (let step = 1; step <= 1200; step++) {
      const bad = step % 120 < 40;
      const down = step % 120 >= 40 && step % 120 < 60;
      clock.t += 500;
      score = bad ? Math.max(0, score - 1) : Math.min(100, score + 0.1);
      recorder.observe(score, bad, false, false, down);
      // Each sample's time is credited at the next one to what it said.
      if (step > 1) {
        const was = (step - 1) % 120;
        if (was < 40) clientBadMs += 500;
        else if (was < 60) clientDownMs += 500;
        else clientGoodMs += 500;
      }
      if (step === 300 || step === 780) await server.kill(); // minutes 2.5 and 6.5
      if (step === 420 || step === 900) await server.start(); // back 1 minute later
      timers.run();
      if (step % 60 === 0) await recorder.flush();
    }
    // The server was down for two of the 30 s sends: those points are still in storage until now.
    expect(recorder.state?.buffered ?? 0).toBeLessThan(10);
    const ended = await recorder.end({
      finalScore: score,
      numAlerts: 3,
      totalSecondsBadPosture: clientBadMs / 1000,
      totalEpisodes: 10,
    });
    expect(ended?.session_id).toBe(id);
    expect(storage.map.has(RECORDER_STORAGE_KEY)).toBe(false);

    const [session] = (await exportedSessions()).filter((s) => s.session_id === id);
    expect(session?.end_time).not.toBeNull();
    const points = session!.data_points;
    // 10 interval points (one per 60 s) plus the final partial one at end(), if any time was left.
    expect(points.length).toBeGreaterThanOrEqual(10);
    const sum = (k: 'good_posture_seconds' | 'bad_posture_seconds' | 'looking_down_seconds') =>
      points.reduce((s, p) => s + p[k], 0);
    expect(sum('bad_posture_seconds')).toBeCloseTo(clientBadMs / 1000, 3);
    expect(sum('good_posture_seconds')).toBeCloseTo(clientGoodMs / 1000, 3);
    expect(sum('looking_down_seconds')).toBeCloseTo(clientDownMs / 1000, 3);
    expect(session!.total_seconds_bad_posture).toBe(Math.round(clientBadMs / 1000));
  }, 120_000);
});
