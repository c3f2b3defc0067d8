import './test-file-scope.ts';
import { beforeEach, describe, expect, test } from 'vitest';
import {
  applySummaryToScreen,
  calibrationCounting,
  calibrationDialogOpen,
  createScreenState,
  resetScreenSession,
  screen,
  timerTracking,
  type SummaryLike,
} from './screen-store.ts';

beforeEach(() => {
  Object.assign(screen, createScreenState());
});

const summary = (over: Partial<SummaryLike> = {}): SummaryLike => ({
  poseStatus: 'Detected',
  issues: [],
  message: 'Excellent posture detected!',
  score: 97.3,
  calibration: { status: 'Calibrated', progress: 0, secondsRemaining: 0, event: null },
  analytics: { episodes: [], currentEpisode: null, totalEpisodes: 0, totalTimeInPoorPosture: 0 },
  metrics: null,
  alert: null,
  ...over,
});

describe('calibration dialog (spec §4 Calibration)', () => {
  test('open while calibrating and for 2 s after it completes, only while tracking', () => {
    expect(calibrationDialogOpen(true, 'Calibrating...', null, 0)).toBe(true);
    expect(calibrationDialogOpen(false, 'Calibrating...', null, 0)).toBe(false);
    expect(calibrationDialogOpen(true, 'Calibrated', 1_000, 2_999)).toBe(true);
    expect(calibrationDialogOpen(true, 'Calibrated', 1_000, 3_000)).toBe(false);
    expect(calibrationDialogOpen(true, 'Calibrated', null, 0)).toBe(false);
    expect(calibrationDialogOpen(true, 'Not calibrated', null, 0)).toBe(false);
  });
  test('the countdown counts once a person is seen or time has moved', () => {
    const waiting = { status: 'Calibrating...' as const, progress: 0, secondsRemaining: 10 };
    expect(calibrationCounting(waiting, false)).toBe(false);
    expect(calibrationCounting(waiting, true)).toBe(true);
    expect(calibrationCounting({ ...waiting, secondsRemaining: 9 }, false)).toBe(true);
    expect(calibrationCounting({ ...waiting, status: 'Calibrated' }, true)).toBe(false);
  });
  test('a completed event stamps the time the dialog shows Calibrated from', () => {
    applySummaryToScreen(
      summary({
        calibration: {
          status: 'Calibrated',
          progress: 100,
          secondsRemaining: 0,
          event: 'completed',
        },
      }),
      5_000,
    );
    expect(screen.calibratedAt).toBe(5_000);
    applySummaryToScreen(summary(), 6_000);
    expect(screen.calibratedAt).toBe(5_000);
  });
});

test('the session timer skips paused time', () => {
  timerTracking(true, 1_000);
  timerTracking(true, 2_000);
  timerTracking(false, 11_000);
  timerTracking(false, 50_000);
  timerTracking(true, 60_000);
  expect(screen.timer).toEqual({ accumulatedMs: 10_000, runningSince: 60_000 });
  resetScreenSession();
  expect(screen.timer).toEqual({ accumulatedMs: 0, runningSince: null });
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
