// "I'm slouching now" on the screen (slouch-example.ts), with a fake pose worker
// (tests/support/example-worker.ts: no model or camera in a unit test): the baseline reaches the
// loader and the saved setup in use, the notice says what changed, and Undo puts the example back.
// The calibration's 'Now slouch' step: slouch-example-step.test.ts.
import { beforeEach, describe, expect, it } from 'vitest';
import { testBaseline } from '../../../tests/support/calibration.ts';
import {
  example,
  fake,
  load,
  loads,
  resetExampleTest,
  summary,
  worker,
} from '../../../tests/support/example-worker.ts';
import { addSetup, setupsState } from '../setups.ts';
import { falseAlarm, followFalseAlarmSummary } from './false-alarm.ts';
import { slouchingNow, undoSlouchExample } from './slouch-example.ts';
import * as texts from './slouch-example-texts.ts';

beforeEach(resetExampleTest);

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
      fake.kept = outcome;
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
    expect(fake.calls).toEqual([]);
    followFalseAlarmSummary(summary(testBaseline()), 1_000);
    fake.moment = null;
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
      fake.kept = outcome;
      expect(await slouchingNow(worker, load)).toBe(outcome);
      expect(loads).toEqual([]);
      expect(setupsState.setups[0]!.baseline).toEqual(base);
      expect(falseAlarm.notice).toMatchObject({ text, undo: false });
    },
  );
});
