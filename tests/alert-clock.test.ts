// docs/posture-rules.md#alerts: alerts at the configured interval, on ONE clock. The real engine
// (the clock: alert delay, then alertFrequency) runs on fake time, its summaries go through the
// pose worker's real summary throttle (workers/pose/throttle.ts) and reach the page's real alerts
// store (src/state/alerts.ts) after a jittered worker-to-page delay, as postMessage delivers them.
// A recording output stands in for the speaker and the desktop notification (neither exists in
// node).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPostureEngine, type EngineSummary } from '../core/posture/engine.ts';
import { alertsState, raiseAlert, resetAlerts, setAlertOutputs } from '../src/state/alerts.ts';
import { keepAlert, throttle } from '../workers/pose/throttle.ts';
import { HEAD, moved, uprightFrame } from './support/posture-frames.ts';

const upright = uprightFrame();
const slumped = moved(upright, HEAD, 0, 36);
const INTERVAL = 15_000;

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  setAlertOutputs({ tone: () => true, notify: () => true });
  resetAlerts();
});
afterEach(() => {
  setAlertOutputs(null);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * Runs the engine every 100 ms of fake time on `frameAt(t)`, summaries through the worker's
 * throttle and a 0..80 ms delivery jitter into raiseAlert. Returns when the engine raised alerts
 * and when the page showed them.
 */
function pipeline(alertDelayMs: number, frameAt: (t: number) => typeof upright, until: number) {
  const engine = createPostureEngine({ settings: { alertFrequency: INTERVAL, alertDelayMs } });
  const engineAt: number[] = [];
  const pageAt: number[] = [];
  let seed = 7;
  const jitter = () => ((seed = (seed * 48271) % 2147483647) % 81) + 0;
  const send = throttle<EngineSummary>(
    100,
    (s) => {
      if (!s.alert) return;
      const message = s.alert.message;
      setTimeout(() => {
        const now = Date.now();
        if (raiseAlert(message, { audioEnabled: true, notificationsEnabled: true }, now))
          pageAt.push(now);
      }, jitter());
    },
    () => Date.now(),
    keepAlert,
  );
  engine.startCalibration(0);
  for (let t = 100; t <= until; t += 100) {
    vi.advanceTimersByTime(100); // the worker's and the page's timers run up to t
    const s = engine.step(t <= 10_100 ? upright : frameAt(t), t);
    if (s?.alert) engineAt.push(t);
    if (s) send(s);
  }
  vi.advanceTimersByTime(1_000);
  return { engineAt, pageAt };
}

const gaps = (xs: number[]) => xs.slice(1).map((x, i) => x - xs[i]!);

describe('one alert clock from the engine to the page (fake clock)', () => {
  it('a held slouch: 5 alerts exactly one interval apart, every one shown on the page', () => {
    const start = 10_200;
    const { engineAt, pageAt } = pipeline(0, () => slumped, start + 5 * INTERVAL - 1_000);
    expect(engineAt).toHaveLength(5);
    expect(gaps(engineAt)).toEqual([INTERVAL, INTERVAL, INTERVAL, INTERVAL]);
    expect(pageAt).toHaveLength(5);
    expect(alertsState.count).toBe(5);
  });

  it('5 slouches in a row (5.5 s slouched, 9.5 s upright, alert delay 5 s): one alert each, one interval apart', () => {
    const start = 10_200;
    const frameAt = (t: number) => ((t - start) % INTERVAL < 5_500 ? slumped : upright);
    const { engineAt, pageAt } = pipeline(5_000, frameAt, start + 5 * INTERVAL - 100);
    expect(engineAt).toHaveLength(5);
    expect(gaps(engineAt)).toEqual([INTERVAL, INTERVAL, INTERVAL, INTERVAL]);
    expect(pageAt).toHaveLength(5);
    expect(alertsState.count).toBe(5);
  });
});
