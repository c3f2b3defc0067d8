// "Show me your slouch" and "I'm slouching now" on the screen (slouch-example.ts). The pose worker
// is a fake here (no model or camera in a unit test): it answers with a fixed example, as the
// engine's own tests show it does (core/posture); the baseline reaches the loader and the saved
// setup in use, the notice says what changed, and Undo puts the example back.
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryStorage, setAppStorage } from '../../browser/storage.ts';
import type { CalibrationData } from '../../../core/posture/calibration-data.ts';
import {
  keptExample,
  SLOUCH_EXAMPLE_MS,
  type ExampleOutcome,
} from '../../../core/posture/slouch-example.ts';
import { testBaseline } from '../../../tests/support/calibration.ts';
import { addSetup, reloadSetups, setupsState } from '../setups.ts';
import { falseAlarm, followFalseAlarmSummary, resetFalseAlarm } from './false-alarm.ts';
import {
  exampleStep,
  followExampleSummary,
  skipExampleStep,
  slouchingNow,
  undoSlouchExample,
  type ExampleWorker,
} from './slouch-example.ts';
import * as texts from './slouch-example-texts.ts';
import { setupView } from './setup-link.ts';

const loads: CalibrationData[] = [];
const load = (data: CalibrationData) => void loads.push(data);
const example = { drop: 0.12, shrink: 0.18 };
const calls: string[] = [];
/**
 * A fake pose worker (no model here): its moment is `moment` ('learned', or 'close' or 'shallow'
 * when `kept` says so), or the outcome `kept` says ('flagged', 'unclear'); its recording always starts.
 */
let moment: typeof example | null = example;
let kept: ExampleOutcome = 'learned';
const worker: ExampleWorker = {
  slouchingNow: async () => {
    calls.push('now');
    if (!moment) return { outcome: null, example: null };
    return keptExample(kept)
      ? { outcome: kept, example: moment }
      : { outcome: kept, example: null };
  },
  startSlouchExample: async (ms) => (calls.push(`start ${ms}`), true),
  cancelSlouchExample: async () => void calls.push('cancel'),
};
const summary = (data: CalibrationData, event: string | null = null) => ({
  issues: [],
  calibration: { status: 'Calibrated', data, setup: 'Desk', event },
});

beforeEach(() => {
  setAppStorage(memoryStorage());
  reloadSetups();
  resetFalseAlarm();
  loads.length = 0;
  calls.length = 0;
  moment = example;
  kept = 'learned';
  exampleStep.wanted = false;
  exampleStep.until = null;
  setupView.unsaved = null;
  setupView.saved = null;
});

describe("'I'm slouching now'", () => {
  it.each([
    ['learned', texts.EXAMPLE_TAKEN_TEXT],
    // Kept the same way; the words say a milder slouch may fall short of a line this close.
    ['close', texts.EXAMPLE_CLOSE_TEXT],
    ['shallow', texts.EXAMPLE_SHALLOW_TEXT],
  ] as const)(
    '%s: takes the moment as the example, keeps it in the setup in use, says so, and undoes it',
    async (outcome, text) => {
      const base = testBaseline();
      addSetup('Desk', base);
      followFalseAlarmSummary(summary(base), 1_000);
      kept = outcome;
      expect(await slouchingNow(worker, load)).toBe(outcome);
      expect(loads[0]!.slouchExample).toEqual(example);
      expect(setupsState.setups[0]!.baseline.slouchExample).toEqual(example);
      expect(setupsState.setups[0]!.dirty).toBe(true);
      expect(falseAlarm.notice).toMatchObject({ text, setup: 'Desk', undo: true, kind: 'example' });
      undoSlouchExample(load);
      expect(loads[1]).toEqual(base);
      expect(setupsState.setups[0]!.baseline).toEqual(base);
      expect(falseAlarm.notice).toMatchObject({ text: texts.EXAMPLE_UNDONE_TEXT, undo: false });
    },
  );

  it('says so and changes nothing when the worker took no moment, or before calibration', async () => {
    expect(await slouchingNow(worker, load)).toBeNull();
    expect(calls).toEqual([]);
    followFalseAlarmSummary(summary(testBaseline()), 1_000);
    moment = null;
    expect(await slouchingNow(worker, load)).toBeNull();
    expect(loads).toEqual([]);
    expect(falseAlarm.notice).toMatchObject({ text: texts.EXAMPLE_NONE_TEXT, undo: false });
  });

  it.each([
    ['unclear', 'a moment like the upright calibration', texts.EXAMPLE_UNCLEAR_TEXT],
    ['restless', "a moment only a restless calibration's band holds", texts.EXAMPLE_RESTLESS_TEXT],
    ['flagged', 'a moment the lines already flag', texts.EXAMPLE_FLAGGED_TEXT],
  ] as const)(
    '%s: %s keeps the lines and the setup as they were, and says which',
    async (outcome, _what, text) => {
      const base = testBaseline();
      addSetup('Desk', base);
      followFalseAlarmSummary(summary(base), 1_000);
      kept = outcome;
      expect(await slouchingNow(worker, load)).toBe(outcome);
      expect(loads).toEqual([]);
      expect(setupsState.setups[0]!.baseline).toEqual(base);
      expect(falseAlarm.notice).toMatchObject({ text, undo: false });
    },
  );
});

describe("the calibration's 'Now slouch' step", () => {
  it.each([
    ['learned', texts.EXAMPLE_RECORDED_TEXT],
    ['close', texts.EXAMPLE_STEP_CLOSE_TEXT],
    ['shallow', texts.EXAMPLE_STEP_SHALLOW_TEXT],
  ] as const)(
    'starts when asked for at the end of calibration and keeps what the engine recorded (%s)',
    (event, text) => {
      const base = testBaseline();
      addSetup('Desk', base);
      exampleStep.wanted = true;
      const done = summary(base, 'completed');
      followFalseAlarmSummary(done, 1_000);
      followExampleSummary(done, 1_000, worker);
      expect(calls).toEqual([`start ${SLOUCH_EXAMPLE_MS}`]);
      expect(exampleStep.until).toBe(1_000 + SLOUCH_EXAMPLE_MS);
      // While it records, the engine's baseline has no example yet: nothing changes.
      followExampleSummary(summary(base), 3_000, worker);
      expect(exampleStep.until).not.toBeNull();
      const recorded = { ...summary({ ...base, slouchExample: example }), exampleEvent: event };
      followFalseAlarmSummary(recorded, 6_100);
      followExampleSummary(recorded, 6_100, worker);
      expect(exampleStep.until).toBeNull();
      expect(loads).toEqual([]); // the engine holds it already
      expect(setupsState.setups[0]!.baseline.slouchExample).toEqual(example);
      expect(falseAlarm.notice).toMatchObject({ text, undo: true });
      undoSlouchExample(load);
      expect(loads[0]).toEqual(base);
    },
  );

  it.each([
    ['unclear', texts.EXAMPLE_STEP_UNCLEAR_TEXT],
    ['restless', texts.EXAMPLE_STEP_RESTLESS_TEXT],
    ['flagged', texts.EXAMPLE_STEP_FLAGGED_TEXT],
  ] as const)(
    'a recording the engine did not keep (%s) ends the step, says why and keeps the setup',
    async (event, text) => {
      const base = testBaseline();
      addSetup('Desk', base);
      exampleStep.wanted = true;
      followFalseAlarmSummary(summary(base, 'completed'), 1_000);
      followExampleSummary(summary(base, 'completed'), 1_000, worker);
      expect(exampleStep.until).not.toBeNull();
      followExampleSummary({ ...summary(base), exampleEvent: event }, 6_100, worker);
      expect(exampleStep.until).toBeNull();
      expect(setupsState.setups[0]!.baseline).toEqual(base);
      expect(falseAlarm.notice).toMatchObject({ text, undo: false });
      // Later summaries change nothing (the step is over).
      followExampleSummary(summary({ ...base, slouchExample: example }), 9_000, worker);
      expect(falseAlarm.notice).toMatchObject({ text });
    },
  );

  it('is not offered unless asked for, and Skip cancels the recording', async () => {
    const base = testBaseline();
    followFalseAlarmSummary(summary(base, 'completed'), 1_000);
    followExampleSummary(summary(base, 'completed'), 1_000, worker);
    expect(calls).toEqual([]);
    exampleStep.wanted = true;
    followExampleSummary(summary(base, 'completed'), 2_000, worker);
    await Promise.resolve();
    skipExampleStep(worker);
    expect(calls).toEqual([`start ${SLOUCH_EXAMPLE_MS}`, 'cancel']);
    expect(exampleStep.until).toBeNull();
    followExampleSummary(summary({ ...base, slouchExample: example }), 9_000, worker);
    expect(falseAlarm.notice).toBeNull();
  });
});
