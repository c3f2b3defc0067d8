import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { switchableStorage } from '../../../tests/support/storage.ts';
import { setAppStorage } from '../../browser/storage.ts';
import { alertsState, setAlertOutputs } from '../alerts.ts';
import { reloadSettings, updateSettings } from '../settings.ts';
import { toastQueue } from '../toasts.ts';
import {
  BREAK_REMINDER_TEXT,
  breaksState,
  dismissBreakReminder,
  followBreaks,
  resetBreaks,
  skipBreaks,
} from './breaks.ts';

const MIN = 60_000;
type Summary = { presence?: { status: 'present' | 'away'; awaySince?: number | null } };

/** A fake pipeline port and page clock. */
function harness() {
  let now = 1_000_000;
  let capturing = true;
  const summaryFns = new Set<(s: Summary) => void>();
  const trackingFns = new Set<() => void>();
  const notified: string[] = [];
  setAlertOutputs({ tone: () => true, notify: (m) => (notified.push(m), true) });
  const off = followBreaks(
    {
      onSummary: (fn) => (summaryFns.add(fn), () => summaryFns.delete(fn)),
      isCapturing: () => capturing,
      subscribeTracking: (fn) => (trackingFns.add(fn), () => trackingFns.delete(fn)),
    },
    () => now,
  );
  /** Summaries once a second for `ms`. */
  const present = (ms: number) => {
    for (let t = 0; t < ms; t += 1_000) {
      now += 1_000;
      summaryFns.forEach((fn) => fn({ presence: { status: 'present', awaySince: null } }));
    }
  };
  const away = (ms: number) => {
    const since = now;
    for (let t = 0; t < ms; t += 1_000) {
      now += 1_000;
      summaryFns.forEach((fn) => fn({ presence: { status: 'away', awaySince: since } }));
    }
  };
  const setCapturing = (on: boolean) => {
    capturing = on;
    trackingFns.forEach((fn) => fn());
  };
  return { present, away, setCapturing, notified, off, now: () => now };
}

const toasts = () => toastQueue.visibleToasts.map((t) => t.content.message);

beforeEach(() => {
  setAppStorage(switchableStorage());
  reloadSettings();
  resetBreaks();
  toastQueue.visibleToasts.forEach((t) => toastQueue.close(t.key));
  alertsState.permission = 'granted';
});
afterEach(() => {
  setAlertOutputs(null);
  setAppStorage(null);
});

describe('break reminder on the monitoring screen', () => {
  test('50 min of tracking (the default): the line, a toast and a notification; a 60 s absence is a counted break', () => {
    const h = harness();
    // The first summary starts the tracked time: 50 min later to the second.
    h.present(50 * MIN);
    expect(breaksState.due).toBe(false);
    h.present(1_000);
    expect(breaksState.due).toBe(true);
    expect(toasts()).toContain(BREAK_REMINDER_TEXT);
    expect(h.notified).toEqual([BREAK_REMINDER_TEXT]);
    h.away(61_000);
    expect(breaksState).toMatchObject({ count: 1, due: false });
    h.off();
  });

  test("'Quiet' style: only the line, no toast and no notification; notifications off: a toast only", () => {
    updateSettings({ alertStyle: 'quiet', breakReminderMin: 30 });
    const h = harness();
    h.present(30 * MIN + 1_000);
    expect(breaksState.due).toBe(true);
    expect(toasts()).toEqual([]);
    expect(h.notified).toEqual([]);
    dismissBreakReminder();
    expect(breaksState.due).toBe(false);
    h.off();

    resetBreaks();
    updateSettings({ alertStyle: 'toast-sound', notificationsEnabled: false });
    const h2 = harness();
    h2.present(30 * MIN + 1_000);
    expect(toasts()).toEqual([BREAK_REMINDER_TEXT]);
    expect(h2.notified).toEqual([]);
    h2.off();
  });

  test('Off, stopped tracking and frozen spans: no reminder; a changed setting applies live', async () => {
    updateSettings({ breakReminderMin: 0 });
    const h = harness();
    h.present(70 * MIN);
    expect(breaksState.due).toBe(false);
    updateSettings({ breakReminderMin: 45 });
    await Promise.resolve(); // valtio delivers the change in a microtask
    resetBreaks();
    h.present(20 * MIN);
    h.setCapturing(false);
    h.present(60 * MIN); // not tracked
    h.setCapturing(true);
    h.present(20 * MIN);
    // The last 10 of those 20 min were a frozen page: 30 min tracked so far (less the first second).
    skipBreaks(10 * MIN, h.now());
    expect(breaksState.due).toBe(false);
    h.present(15 * MIN - 1_000);
    expect(breaksState.due).toBe(false);
    h.present(2_000);
    expect(breaksState.due).toBe(true);
    h.off();
  });
});
