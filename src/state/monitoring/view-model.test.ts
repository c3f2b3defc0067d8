import { describe, expect, test } from 'vitest';
import { shownCalibrationStatus } from './view-model.ts';

describe('shownCalibrationStatus: no stale Calibrating... once tracking stopped', () => {
  test('while tracking, the engine status as it is', () => {
    expect(shownCalibrationStatus(true, 'Calibrating...', false)).toBe('Calibrating...');
    expect(shownCalibrationStatus(true, 'Not calibrated', true)).toBe('Not calibrated');
  });
  test('stopped mid-calibration without a baseline: Not calibrated', () => {
    expect(shownCalibrationStatus(false, 'Calibrating...', false)).toBe('Not calibrated');
  });
  test('stopped mid-calibration with a saved baseline: Calibrated (the baseline is kept)', () => {
    expect(shownCalibrationStatus(false, 'Calibrating...', true)).toBe('Calibrated');
  });
  test('stopped, other statuses unchanged', () => {
    expect(shownCalibrationStatus(false, 'Calibrated', true)).toBe('Calibrated');
    expect(shownCalibrationStatus(false, 'Not calibrated', false)).toBe('Not calibrated');
  });
});
