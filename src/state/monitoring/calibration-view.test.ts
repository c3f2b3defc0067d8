import '../../../tests/support/css-file-scope.ts';
import { beforeEach, describe, expect, test } from 'vitest';
import { summary } from '../../../tests/support/screen-summary.ts';
import { applySummaryToScreen, createScreenState, screen } from './screen-store.ts';
import { calibrationCounting, calibrationDialogOpen } from './calibration-view.ts';

beforeEach(() => {
  Object.assign(screen, createScreenState());
});

describe('calibration dialog', () => {
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
