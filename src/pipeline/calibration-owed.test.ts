import { describe, expect, it } from 'vitest';
import { createCalibrationDebt } from './calibration-owed.ts';

describe('createCalibrationDebt (a restart keeps the calibration a Start asked for)', () => {
  it('owes the calibration from the Start until a summary follows the worker acknowledging it', () => {
    const d = createCalibrationDebt();
    d.owe(true);
    expect(d.restartCalibrates(undefined)).toBe(true); // lost while the model loads
    d.summary('Calibrating...'); // before the worker was told: settles nothing
    expect(d.restartCalibrates('Not calibrated')).toBe(true);
    d.told();
    expect(d.restartCalibrates(undefined)).toBe(true); // told, but no summary since (the CI failure)
    d.summary('Calibrating...');
    expect(d.restartCalibrates('Calibrated')).toBe(false);
    expect(d.restartCalibrates('Calibrating...')).toBe(true); // the page shows it running
  });

  it('a summary held back from before the call does not settle it; the next one does', () => {
    const d = createCalibrationDebt();
    d.owe(true);
    d.told();
    d.summary('Calibrated'); // the old baseline, computed before the worker was told
    expect(d.restartCalibrates('Calibrated')).toBe(true);
    d.summary('Calibrated'); // a setup chosen by name: loaded at once, never 'Calibrating...'
    expect(d.restartCalibrates('Calibrated')).toBe(false);
  });

  it('a Resume or a Stop owes nothing; a new Start owes again', () => {
    const d = createCalibrationDebt();
    d.owe(false);
    d.told();
    d.summary('Calibrated');
    expect(d.restartCalibrates('Calibrated')).toBe(false);
    d.owe(true);
    d.told();
    d.owe(false); // stopped before any summary
    expect(d.restartCalibrates(undefined)).toBe(false);
    d.owe(true);
    expect(d.restartCalibrates(undefined)).toBe(true);
  });
});
