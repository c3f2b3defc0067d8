import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  ALERT_TOAST_MS,
  alertShown,
  alertsState,
  clearQuietAlert,
  dismissAlert,
  holdAlert,
  noteIssueOnset,
  raiseAlert,
  resetAlerts,
  setAlertOutputs,
} from './alerts.ts';

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

const opts = { audioEnabled: true, notificationsEnabled: true };

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

  test('a toast painted late gets its full 4 s from when it is on screen; an old id restarts nothing', () => {
    raiseAlert('Sit up', opts, 1_000);
    const id = alertsState.current!.id;
    vi.advanceTimersByTime(300); // the busy page paints it 300 ms after the alert
    alertShown(id);
    vi.advanceTimersByTime(ALERT_TOAST_MS - 1);
    expect(alertsState.current?.id).toBe(id);
    vi.advanceTimersByTime(1);
    expect(alertsState.current).toBeNull();
    alertShown(id);
    expect(alertsState.current).toBeNull();
  });

  test('one clock: the page shows every alert the engine raised, without a second throttle', () => {
    // The engine (core/posture/engine.ts) already spaced these one interval apart; a page clock that
    // jittered by 1 ms used to drop the second one and double the gap.
    expect(raiseAlert('one', opts, 0)).toBe(true);
    expect(raiseAlert('two', opts, 14_999)).toBe(true);
    expect([alertsState.count, tones, notes]).toEqual([2, 2, ['one', 'two']]);
  });

  test("style 'Toast only': a toast, no tone, no notification", () => {
    raiseAlert('Sit up', { ...opts, style: 'toast' }, 0);
    expect([alertsState.current?.message, alertsState.count, tones, notes]).toEqual([
      'Sit up',
      1,
      0,
      [],
    ]);
  });

  test("style 'Quiet': no toast, tone or notification; the issue waits in `quiet` until cleared", () => {
    raiseAlert('Sit up', { ...opts, style: 'quiet' }, 0);
    expect([alertsState.current, alertsState.count, tones, notes]).toEqual([null, 1, 0, []]);
    expect(alertsState.quiet).toBe('Sit up');
    clearQuietAlert();
    expect(alertsState.quiet).toBeNull();
  });

  test('audio off: no tone; notifications off or not permitted: no notification', () => {
    raiseAlert('a', { ...opts, audioEnabled: false, notificationsEnabled: false }, 0);
    alertsState.permission = 'denied';
    raiseAlert('b', opts, 20_000);
    expect([alertsState.count, tones, notes]).toEqual([2, 1, []]);
  });

  test('a newer alert keeps its full 4 s even if an older timer would fire', () => {
    raiseAlert('old', opts, 0);
    vi.advanceTimersByTime(3_000);
    raiseAlert('new', opts, 3_000);
    vi.advanceTimersByTime(1_500);
    expect(alertsState.current?.message).toBe('new');
  });

  test('WCAG 2.2.1: a held toast stays past 4 s; let go, it gets a full 4 s more', () => {
    raiseAlert('Sit up', opts, 0);
    vi.advanceTimersByTime(3_000);
    holdAlert(true);
    vi.advanceTimersByTime(60_000);
    expect(alertsState.current?.message).toBe('Sit up');
    holdAlert(false);
    vi.advanceTimersByTime(ALERT_TOAST_MS - 1);
    expect(alertsState.current?.message).toBe('Sit up');
    vi.advanceTimersByTime(1);
    expect(alertsState.current).toBeNull();
  });

  test('a new alert while held updates the held toast in place and it stays; Dismiss ends the hold', () => {
    raiseAlert('old', opts, 0);
    const id = alertsState.current?.id;
    holdAlert(true);
    raiseAlert('new', opts, 5_000);
    vi.advanceTimersByTime(ALERT_TOAST_MS * 3);
    expect(alertsState.current).toMatchObject({ id, message: 'new', at: 5_000 });
    expect([alertsState.count, tones]).toEqual([2, 2]);
    dismissAlert();
    expect(alertsState.current).toBeNull();
    raiseAlert('next', opts, 20_000);
    expect(alertsState.current?.id).not.toBe(id);
    vi.advanceTimersByTime(ALERT_TOAST_MS);
    expect(alertsState.current).toBeNull();
  });

  test('reset starts the counter over and clears the quiet indication', () => {
    raiseAlert('a', { ...opts, style: 'quiet' }, 0);
    resetAlerts();
    expect([alertsState.count, alertsState.quiet]).toEqual([0, null]);
  });

  describe("style 'Gentle, then louder'", () => {
    const gentle = { ...opts, style: 'gentle' as const };
    test('onset: amber with the issue in `quiet`, no toast, no tone, no notification', () => {
      noteIssueOnset('Sit up', 'gentle');
      expect([alertsState.amber, alertsState.quiet]).toEqual([true, 'Sit up']);
      expect([alertsState.current, alertsState.count, tones, notes]).toEqual([null, 0, 0, []]);
    });
    test('other styles ignore the onset', () => {
      noteIssueOnset('Sit up', 'toast-sound');
      expect([alertsState.amber, alertsState.quiet]).toEqual([false, null]);
    });
    test('held for the interval (the engine raises it): toast and tone, amber stays', () => {
      noteIssueOnset('Sit up', 'gentle');
      raiseAlert('Sit up', gentle, 15_000);
      expect([alertsState.current?.message, alertsState.count, tones]).toEqual(['Sit up', 1, 1]);
      expect(alertsState.amber).toBe(true);
    });
    test('recovery clears the amber at once', () => {
      noteIssueOnset('Sit up', 'gentle');
      clearQuietAlert();
      expect([alertsState.amber, alertsState.quiet]).toEqual([false, null]);
    });
    test('hidden tab: the notification instead of the toast and tone', () => {
      noteIssueOnset('Sit up', 'gentle');
      raiseAlert('Sit up', { ...gentle, hidden: true }, 15_000);
      expect([alertsState.current, alertsState.count, tones, notes]).toEqual([
        null,
        1,
        0,
        ['Sit up'],
      ]);
    });
  });
});
