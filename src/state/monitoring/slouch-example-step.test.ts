// The calibration's 'Now slouch the way you usually do' step on the screen (slouch-example.ts),
// with a fake pose worker (tests/support/example-worker.ts): it starts when asked for, keeps what
// the engine recorded in the setup in use, says why when nothing was kept, and ends on time.
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
import {
  exampleStep,
  followExampleSummary,
  skipExampleStep,
  undoSlouchExample,
} from './slouch-example.ts';
import { SLOUCH_EXAMPLE_MS } from '../../../core/posture/slouch-example.ts';
import * as texts from './slouch-example-texts.ts';

beforeEach(resetExampleTest);

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
      expect(fake.calls).toEqual([`start ${SLOUCH_EXAMPLE_MS}`]);
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

  it.each([
    // Frames that never came: the first summary after the silence, made 16 s after the step ended.
    ['made and handled 16 s after the step ended', 22_100, 22_100, texts.EXAMPLE_NONE_TEXT, null],
    // A main thread busy elsewhere (a long script) handles the backlog at once: made on time, kept.
    ['made on time but handled 20 s late', 3_000, 26_100, texts.EXAMPLE_RECORDED_TEXT, example],
  ] as const)(
    'a summary %s: the step ends on when it was made',
    (_what, madeAt, handledAt, text, kept) => {
      const base = testBaseline();
      addSetup('Desk', base);
      exampleStep.wanted = true;
      followFalseAlarmSummary(summary(base, 'completed'), 1_000);
      followExampleSummary(summary(base, 'completed'), 1_000, worker);
      // The first summary after the step began, with no example yet, then the recorded one.
      followExampleSummary({ ...summary(base), timestamp: madeAt }, handledAt, worker);
      const recorded = {
        ...summary({ ...base, slouchExample: example }),
        exampleEvent: 'learned' as const,
        timestamp: Math.max(madeAt, 6_100),
      };
      followFalseAlarmSummary(recorded, handledAt + 10);
      followExampleSummary(recorded, handledAt + 10, worker);
      expect(exampleStep.until).toBeNull();
      expect(falseAlarm.notice).toMatchObject({ text });
      expect(setupsState.setups[0]!.baseline.slouchExample ?? null).toEqual(kept);
    },
  );

  it('is not offered unless asked for, and Skip cancels the recording', async () => {
    const base = testBaseline();
    followFalseAlarmSummary(summary(base, 'completed'), 1_000);
    followExampleSummary(summary(base, 'completed'), 1_000, worker);
    expect(fake.calls).toEqual([]);
    exampleStep.wanted = true;
    followExampleSummary(summary(base, 'completed'), 2_000, worker);
    await Promise.resolve();
    skipExampleStep(worker);
    expect(fake.calls).toEqual([`start ${SLOUCH_EXAMPLE_MS}`, 'cancel']);
    expect(exampleStep.until).toBeNull();
    followExampleSummary(summary({ ...base, slouchExample: example }), 9_000, worker);
    expect(falseAlarm.notice).toBeNull();
  });
});
