import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ALERT_TOAST_MS, alertsState, raiseAlert, resetAlerts, setAlertOutputs } from './alerts.ts';

// Recording outputs stand in for the speaker and the desktop notification (neither exists in node).
let tones = 0;
let notes: string[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  tones = 0;
  notes = [];
  setAlertOutputs({ tone: () => (tones++, true), notify: (m) => (notes.push(m), true) });
  resetAlerts();
  alertsState.permission = 'granted';
});
afterEach(() => {
  setAlertOutputs(null);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const opts = { alertFrequency: 15_000, audioEnabled: true, notificationsEnabled: true };

describe('alerts (recording outputs stand in for speaker and desktop)', () => {
  test('an alert shows a toast for about 4 s, plays the tone, notifies and counts', () => {
    expect(raiseAlert('Sit up', opts, 1_000)).toBe(true);
    expect(alertsState.current?.message).toBe('Sit up');
    expect([alertsState.count, tones, notes]).toEqual([1, 1, ['Sit up']]);
    vi.advanceTimersByTime(ALERT_TOAST_MS - 1);
    expect(alertsState.current).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(alertsState.current).toBeNull();
  });

  test('throttled by alertFrequency: no display, sound or notification in between', () => {
    raiseAlert('one', opts, 0);
    expect(raiseAlert('two', opts, 14_999)).toBe(false);
    expect([alertsState.count, tones, notes.length, alertsState.current?.message]).toEqual([
      1,
      1,
      1,
      'one',
    ]);
    expect(raiseAlert('three', { ...opts, alertFrequency: 5_000 }, 15_000)).toBe(true);
    expect([alertsState.count, tones, notes]).toEqual([2, 2, ['one', 'three']]);
  });

  test('audio off: no tone; notifications off or not permitted: no notification', () => {
    raiseAlert('a', { ...opts, audioEnabled: false, notificationsEnabled: false }, 0);
    alertsState.permission = 'denied';
    raiseAlert('b', opts, 20_000);
    expect([alertsState.count, tones, notes]).toEqual([2, 1, []]);
  });

  test('a newer alert keeps its full 4 s even if an older timer would fire', () => {
    raiseAlert('old', { ...opts, alertFrequency: 0 }, 0);
    vi.advanceTimersByTime(3_000);
    raiseAlert('new', { ...opts, alertFrequency: 0 }, 3_000);
    vi.advanceTimersByTime(1_500);
    expect(alertsState.current?.message).toBe('new');
  });

  test('reset starts the counter and the throttle over', () => {
    raiseAlert('a', opts, 0);
    resetAlerts();
    expect(alertsState.count).toBe(0);
    expect(raiseAlert('b', opts, 1)).toBe(true);
  });
});
