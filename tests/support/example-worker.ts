// A fake pose worker for the slouch-example unit tests (src/state/monitoring/slouch-example*.test.ts):
// no model or camera in a unit test. It answers 'I'm slouching now' with a fixed moment, as the
// engine's own tests show it does (core/posture), and records the step's start and cancel.
import type { CalibrationData } from '../../core/posture/calibration-data.ts';
import { keptExample, type ExampleOutcome } from '../../core/posture/slouch-example.ts';
import { memoryStorage, setAppStorage } from '../../src/browser/storage.ts';
import { resetFalseAlarm } from '../../src/state/monitoring/false-alarm.ts';
import { setupView } from '../../src/state/monitoring/setup-link.ts';
import { exampleStep, type ExampleWorker } from '../../src/state/monitoring/slouch-example.ts';
import { reloadSetups } from '../../src/state/setups.ts';

export const example = { drop: 0.12, shrink: 0.18 };

/** What the fake worker does: its moment and outcome, and the calls it got ('now', 'start MS', 'cancel'). */
export const fake = {
  moment: example as typeof example | null,
  kept: 'learned' as ExampleOutcome,
  calls: [] as string[],
};

/** The baselines the screen handed the loader (`load`), in order. */
export const loads: CalibrationData[] = [];
export const load = (data: CalibrationData) => void loads.push(data);

/** Before each test: empty storage and setups, no notice or step, and the fake worker as new. */
export function resetExampleTest(): void {
  setAppStorage(memoryStorage());
  reloadSetups();
  resetFalseAlarm();
  fake.moment = example;
  fake.kept = 'learned';
  fake.calls.length = 0;
  loads.length = 0;
  exampleStep.wanted = false;
  exampleStep.until = null;
  setupView.unsaved = null;
  setupView.saved = null;
}

/**
 * Its moment is `fake.moment` ('learned', or 'close' or 'shallow' when `fake.kept` says so), or
 * the outcome `fake.kept` says ('flagged', 'unclear'); its recording always starts.
 */
export const worker: ExampleWorker = {
  slouchingNow: async () => {
    fake.calls.push('now');
    if (!fake.moment) return { outcome: null, example: null };
    return keptExample(fake.kept)
      ? { outcome: fake.kept, example: fake.moment }
      : { outcome: fake.kept, example: null };
  },
  startSlouchExample: async (ms) => (fake.calls.push(`start ${ms}`), true),
  cancelSlouchExample: async () => void fake.calls.push('cancel'),
};

/** An engine summary, calibrated on `data` in the 'Desk' setup, with the calibration's `event`. */
export const summary = (data: CalibrationData, event: string | null = null) => ({
  issues: [],
  calibration: { status: 'Calibrated', data, setup: 'Desk', event },
});
