// "That wasn't a slouch" on the screen (false-alarm.ts): the recent flags and the baseline in use
// are followed from summaries; a correction reaches the engine (a recording fake loader) and the
// saved setup in use (local storage), says what changed, and Undo puts the baseline back.
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryStorage, setAppStorage } from '../../browser/storage.ts';
import type { CalibrationData } from '../../../core/posture/calibration-data.ts';
import { UNDONE_TEXT } from '../../../core/posture/feedback.ts';
import { testBaseline } from '../../../tests/support/calibration.ts';
import { addSetup, reloadSetups, setupsState } from '../setups.ts';
import {
  falseAlarm,
  followFalseAlarmSummary,
  notASlouch,
  RECENT_FLAGS_MS,
  resetFalseAlarm,
  undoNotASlouch,
} from './false-alarm.ts';
import { setupView } from './setup-link.ts';

const loads: { data: CalibrationData; setup: string | null }[] = [];
const load = (data: CalibrationData, setup: string | null) => void loads.push({ data, setup });
const slouch = { type: 'slouching' as const, severity: 1.2 };
const summary = (data: CalibrationData, setup: string | null, issues = [slouch]) => ({
  issues,
  calibration: { status: 'Calibrated', data, setup, event: null },
});

beforeEach(() => {
  setAppStorage(memoryStorage());
  reloadSetups();
  resetFalseAlarm();
  loads.length = 0;
  setupView.unsaved = null;
  setupView.saved = null;
});

describe("'That wasn't a slouch' on the screen", () => {
  it('widens the rule that flagged, loads it, saves it in the setup in use, and undoes it', () => {
    const base = testBaseline();
    addSetup('Desk', base);
    followFalseAlarmSummary(summary(base, 'Desk'), 1_000);
    followFalseAlarmSummary(summary(base, 'Desk', []), 1_100);
    expect(notASlouch(load)).toBe(true);
    expect(loads).toHaveLength(1);
    expect(loads[0]!.setup).toBe('Desk');
    expect(loads[0]!.data.allowance?.slouching).toBeGreaterThan(1);
    expect(setupsState.setups[0]!.baseline.allowance).toEqual(loads[0]!.data.allowance);
    expect(falseAlarm.notice).toMatchObject({
      text: "Got it: I'll allow your head a little lower from now on.",
      setup: 'Desk',
      undo: true,
    });
    // The flag was used up: a second press needs a new flag.
    expect(notASlouch(load)).toBe(false);
    undoNotASlouch(load);
    expect(loads[1]!.data).toEqual(base);
    expect(setupsState.setups[0]!.baseline).toEqual(base);
    expect(falseAlarm.notice).toMatchObject({ text: UNDONE_TEXT, undo: false });
    // Undo gave the flag back: the same posture can be corrected again at once.
    expect(notASlouch(load)).toBe(true);
    expect(loads[2]!.data.allowance).toEqual(loads[0]!.data.allowance);
  });

  it('a fresh calibration just saved as a setup keeps the correction in that setup', () => {
    const base = testBaseline();
    addSetup('Desk', base);
    setupView.saved = 'Desk';
    followFalseAlarmSummary(summary(base, null), 0);
    expect(notASlouch(load)).toBe(true);
    expect(loads[0]!.setup).toBe('Desk');
    expect(setupsState.setups[0]!.baseline.allowance?.slouching).toBeGreaterThan(1);
    // The engine now names the setup; the message and its Undo stay.
    followFalseAlarmSummary(summary(loads[0]!.data, 'Desk', []), 100);
    expect(falseAlarm.notice?.undo).toBe(true);
    setupView.saved = null;
  });

  it('a fresh calibration not saved yet keeps the correction for its Save offer', () => {
    const base = testBaseline();
    setupView.unsaved = base;
    followFalseAlarmSummary(summary(base, null), 0);
    expect(notASlouch(load)).toBe(true);
    expect(setupView.unsaved?.allowance?.slouching).toBeGreaterThan(1);
    expect(falseAlarm.notice?.text).toBe(
      "Got it: I'll allow your head a little lower from now on.",
    );
  });

  it('nothing to correct: no recent flag, an old one, or not calibrated', () => {
    const base = testBaseline();
    followFalseAlarmSummary(summary(base, null, []), 0);
    expect(notASlouch(load)).toBe(false);
    followFalseAlarmSummary(summary(base, null), 1_000);
    followFalseAlarmSummary(summary(base, null, []), 1_000 + RECENT_FLAGS_MS + 1);
    expect(notASlouch(load)).toBe(false);
    followFalseAlarmSummary(summary(base, null), 40_000);
    followFalseAlarmSummary(
      { issues: [], calibration: { status: 'Calibrating...', data: null, setup: null } },
      40_100,
    );
    expect(notASlouch(load)).toBe(false);
    expect(loads).toEqual([]);
  });
});
