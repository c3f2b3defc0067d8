import '../../../tests/support/css-file-scope.ts';
import { snapshot } from 'valtio';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { STATUS_HOLD_MS } from '../../../core/posture/status-hold.ts';
import {
  applySummaryToScreen,
  createScreenState,
  METRICS_VIEW_MS,
  resetScreenSession,
  screen,
} from './screen-store.ts';
import { summary } from '../../../tests/support/screen-summary.ts';

beforeEach(() => {
  Object.assign(screen, createScreenState());
});

test('a summary reaches the view; End/Reset puts score 100 and no episodes back', () => {
  const ep = {
    id: 'a',
    type: 'slouching' as const,
    message: '',
    startTime: 0,
    endTime: 5,
    duration: 5,
    maxSeverity: 1,
  };
  applySummaryToScreen(
    summary({
      score: 61.2,
      analytics: {
        episodes: [ep],
        currentEpisode: null,
        totalEpisodes: 1,
        totalTimeInPoorPosture: 5,
      },
    }),
    0,
  );
  expect(screen.summary.score).toBe(61.2);
  expect(screen.summary.analytics.episodes).toHaveLength(1);
  resetScreenSession();
  expect(screen.summary.score).toBe(100);
  expect(screen.summary.analytics.episodes).toHaveLength(0);
  expect(screen.summary.metrics).toBeNull();
});

describe('the view changes only when what the screen shows changes', () => {
  const issue = (severity: number) => ({
    type: 'forwardHead' as const,
    severity,
    message: 'Head forward',
    value: 0.4,
  });
  const current = (startTime: number, duration: number) => ({
    id: 'live',
    type: 'forwardHead' as const,
    message: '',
    startTime,
    endTime: null,
    duration,
    maxSeverity: 1.2,
  });
  const metrics = (sampleCount: number, mean = 80) => ({ mean, min: 70, max: 95, sampleCount });

  test('decimals the screen does not show leave the view untouched; the raw summary keeps them', () => {
    resetScreenSession();
    // The issue has lasted the status hold, so it shows (the next test holds it back).
    applySummaryToScreen(summary({ score: 61.2, issues: [issue(1.2)] }), -STATUS_HOLD_MS);
    applySummaryToScreen(summary({ score: 61.2, issues: [issue(1.2)] }), 0);
    const before = snapshot(screen.view);
    expect(before.score).toBe(61);
    applySummaryToScreen(summary({ score: 61.9, issues: [issue(1.4)] }), 100);
    expect(snapshot(screen.view)).toBe(before);
    expect(screen.summary.score).toBe(61.9);
    expect(screen.summary.issues[0]!.severity).toBe(1.4);
    // A new whole number or a new severity level does reach the view.
    applySummaryToScreen(summary({ score: 60.9, issues: [issue(1.4)] }), 200);
    expect(snapshot(screen.view).score).toBe(60);
    applySummaryToScreen(summary({ score: 60.9, issues: [issue(1.6)] }), 300);
    expect(screen.view.issues[0]!.severity).toBe(1.6);
  });

  test('a problem reaches the status only once it has lasted the status hold', () => {
    resetScreenSession();
    const poor = summary({ issues: [issue(1.2)], message: issue(1.2).message });
    for (let t = 0; t < STATUS_HOLD_MS; t += 100) {
      applySummaryToScreen(poor, t);
      expect(screen.view.issues).toEqual([]);
      expect(screen.view.message).toBe('Excellent posture detected!');
    }
    applySummaryToScreen(poor, STATUS_HOLD_MS);
    expect(screen.view.issues).toHaveLength(1);
    expect(screen.view.message).toBe(poor.message);
    // Good posture shows once the break has lasted over 2 s (not for a single good frame).
    applySummaryToScreen(summary(), STATUS_HOLD_MS + 100);
    expect(screen.view.issues).toHaveLength(1);
    applySummaryToScreen(summary(), STATUS_HOLD_MS + 2_200);
    expect(screen.view.issues).toEqual([]);
    expect(screen.view.message).toBe('Excellent posture detected!');
  });

  test('the live episode reaches the view when its shown duration moves to the next second', () => {
    const a = (d: number) => ({
      episodes: [],
      currentEpisode: current(10_000, d),
      totalEpisodes: 0,
      totalTimeInPoorPosture: d,
    });
    applySummaryToScreen(summary({ analytics: a(2_000) }), 12_100);
    const shown = screen.view.analytics;
    expect(shown.currentEpisode?.duration).toBe(2_000);
    applySummaryToScreen(summary({ analytics: a(2_300) }), 12_300); // still '2s'
    expect(screen.view.analytics).toBe(shown);
    expect(screen.summary.analytics.totalTimeInPoorPosture).toBe(2_300);
    applySummaryToScreen(summary({ analytics: a(2_600) }), 12_600); // '3s'
    expect(screen.view.analytics.currentEpisode?.duration).toBe(2_600);
  });

  test('metrics appear at once, then new numbers at most every METRICS_VIEW_MS, the newest last', () => {
    vi.useFakeTimers();
    try {
      applySummaryToScreen(summary({ metrics: metrics(299) }), 0);
      expect(screen.view.metrics).toBeNull();
      applySummaryToScreen(summary({ metrics: metrics(300) }), 100);
      expect(screen.view.metrics?.sampleCount).toBe(300);
      applySummaryToScreen(summary({ metrics: metrics(301) }), 200);
      applySummaryToScreen(summary({ metrics: metrics(302, 81) }), 300);
      expect(screen.view.metrics?.sampleCount).toBe(300);
      vi.advanceTimersByTime(METRICS_VIEW_MS);
      expect(screen.view.metrics).toEqual(metrics(302, 81));
      applySummaryToScreen(summary({ metrics: metrics(303, 81) }), 100 + 2 * METRICS_VIEW_MS);
      expect(screen.view.metrics?.sampleCount).toBe(303);
      // Reset hides the panel at once and drops a pending update.
      applySummaryToScreen(summary({ metrics: metrics(304, 81) }), 110 + 2 * METRICS_VIEW_MS);
      resetScreenSession();
      vi.advanceTimersByTime(METRICS_VIEW_MS);
      expect(screen.view.metrics).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  test('End/Reset puts score 100 and no episodes back on screen too', () => {
    applySummaryToScreen(summary({ score: 42.5, issues: [issue(1.8)] }), 0);
    resetScreenSession();
    expect(screen.view.score).toBe(100);
    expect(screen.view.issues).toEqual([]);
    expect(screen.view.analytics.episodes).toEqual([]);
  });
});

describe('away and camera moved (docs/posture-rules.md#away-and-back, #camera-moved)', () => {
  test("the engine's presence and camera state reach the view, and End Session clears them", () => {
    applySummaryToScreen(summary({ presence: { status: 'away' }, cameraMoved: true }), 0);
    expect(snapshot(screen).view).toMatchObject({ away: true, cameraMoved: true });
    applySummaryToScreen(summary({ presence: { status: 'present' }, cameraMoved: false }), 100);
    expect(snapshot(screen).view).toMatchObject({ away: false, cameraMoved: false });
    applySummaryToScreen(summary({ presence: { status: 'away' }, cameraMoved: true }), 200);
    resetScreenSession();
    expect(snapshot(screen).view).toMatchObject({ away: false, cameraMoved: false });
  });
});
