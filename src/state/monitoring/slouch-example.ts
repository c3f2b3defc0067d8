// "Show me your slouch" and "I'm slouching now" (docs/posture-rules.md#slouch-example): the person's
// own slouch places each cue's line between their upright calibration and it. The twin of 'That
// wasn't a slouch' (false-alarm.ts): the new baseline goes to the engine, into the setup in use (and
// so the account), and the same polite message says what changed, with an Undo.
import { proxy, useSnapshot } from 'valtio';
import type { CalibrationData } from '../../../core/posture/calibration-data.ts';
import { SLOUCH_EXAMPLE_MS, withSlouchExample } from '../../../core/posture/slouch-example.ts';
import type {
  ExampleOutcome,
  SlouchExample,
  SlouchingNow,
} from '../../../core/protocol/pose-engine.ts';
import { dismissAlert } from '../alerts.ts';
import { applyBaseline, followedBaseline, show, type LoadBaseline } from './false-alarm.ts';
import {
  EXAMPLE_CLOSE_TEXT,
  EXAMPLE_FLAGGED_TEXT,
  EXAMPLE_NONE_TEXT,
  EXAMPLE_RECORDED_TEXT,
  EXAMPLE_RESTLESS_TEXT,
  EXAMPLE_SHALLOW_TEXT,
  EXAMPLE_STEP_CLOSE_TEXT,
  EXAMPLE_STEP_FLAGGED_TEXT,
  EXAMPLE_STEP_RESTLESS_TEXT,
  EXAMPLE_STEP_SHALLOW_TEXT,
  EXAMPLE_STEP_UNCLEAR_TEXT,
  EXAMPLE_TAKEN_TEXT,
  EXAMPLE_UNCLEAR_TEXT,
  EXAMPLE_UNDONE_TEXT,
} from './slouch-example-texts.ts';

/** What the page says for each outcome that keeps the moment. */
const MOMENT_TEXT = {
  learned: EXAMPLE_TAKEN_TEXT,
  close: EXAMPLE_CLOSE_TEXT,
  shallow: EXAMPLE_SHALLOW_TEXT,
} as const;

/** The pose worker's calls the example needs (a PoseRemote, or a fake in unit tests). */
export interface ExampleWorker {
  slouchingNow(): Promise<SlouchingNow>;
  startSlouchExample(durationMs?: number): Promise<boolean>;
  cancelSlouchExample(): Promise<void>;
}

/** The calibration dialog's 'Now slouch the way you usually do' step while it records. */
export const exampleStep = proxy<{ until: number | null; wanted: boolean }>({
  until: null,
  wanted: false,
});
export const useExampleStep = () => useSnapshot(exampleStep);

/** The example before the last change (undefined: nothing to undo). */
let previous: SlouchExample | null | undefined;
/** The recorded step's baseline example when it started: the engine's new one differs. */
let awaiting: { before: string } | null = null;

const key = (e: SlouchExample | null | undefined) => JSON.stringify(e ?? null);

function taken(
  data: CalibrationData,
  example: SlouchExample,
  load: LoadBaseline,
  text: string,
  before: SlouchExample | null = data.slouchExample ?? null,
) {
  previous = before;
  const setup = applyBaseline(withSlouchExample(data, example), load);
  dismissAlert();
  show(text, true, setup, 'example');
}

/**
 * 'I'm slouching now': the latest moment becomes this setup's slouch example when it places a
 * line ('learned'; 'close' or 'shallow' when the lines sit near it, said so); a moment the lines already
 * flag ('flagged') or one within the upright band ('unclear', or 'restless' when only a restless
 * calibration holds it there) changes nothing and says which.
 * Either way the person told the coach it missed a slouch (null: it saw no one, or uncalibrated).
 */
export async function slouchingNow(
  worker: ExampleWorker,
  load: LoadBaseline,
): Promise<ExampleOutcome | null> {
  if (!followedBaseline()) return null;
  const { outcome, example } = await worker.slouchingNow();
  const data = followedBaseline();
  if (!outcome || !data) {
    show(EXAMPLE_NONE_TEXT, false);
    return null;
  }
  if (outcome === 'flagged') {
    show(EXAMPLE_FLAGGED_TEXT, false);
    return 'flagged';
  }
  if (outcome === 'restless') {
    show(EXAMPLE_RESTLESS_TEXT, false);
    return 'restless';
  }
  if (outcome === 'unclear' || !example) {
    show(EXAMPLE_UNCLEAR_TEXT, false);
    return 'unclear';
  }
  taken(data, example, load, MOMENT_TEXT[outcome]);
  return outcome;
}

/** Undo: the example as it was before the last change (none: the generic lines). */
export function undoSlouchExample(load: LoadBaseline): boolean {
  const data = followedBaseline();
  if (previous === undefined || !data) return false;
  const before = previous;
  previous = undefined;
  applyBaseline(withSlouchExample(data, before), load);
  show(EXAMPLE_UNDONE_TEXT, false);
  return true;
}

/** After the upright countdown: records the person's slouch for SLOUCH_EXAMPLE_MS. */
export async function startExampleStep(worker: ExampleWorker, now: number): Promise<boolean> {
  const data = followedBaseline();
  if (!data) return false;
  // The dialog shows the step at once; the countdown is the page's (the worker's is the same 5 s).
  awaiting = { before: key(data.slouchExample) };
  exampleStep.until = now + SLOUCH_EXAMPLE_MS;
  if (await worker.startSlouchExample(SLOUCH_EXAMPLE_MS)) return true;
  awaiting = null;
  exampleStep.until = null;
  return false;
}

/** Skip (the button or Escape): nothing is recorded, the generic lines stay. */
export function skipExampleStep(worker: Pick<ExampleWorker, 'cancelSlouchExample'>): void {
  if (awaiting) void worker.cancelSlouchExample();
  awaiting = null;
  exampleStep.until = null;
}

/** What the step says when the engine kept its recording but its lines sit near it. */
const STEP_KEPT_NEAR: Partial<Record<ExampleOutcome, string>> = {
  close: EXAMPLE_STEP_CLOSE_TEXT,
  shallow: EXAMPLE_STEP_SHALLOW_TEXT,
};

/** What the step says when the engine kept nothing of its recording, by the engine's outcome. */
const STEP_NOT_KEPT: Partial<Record<ExampleOutcome, string>> = {
  flagged: EXAMPLE_STEP_FLAGGED_TEXT,
  unclear: EXAMPLE_STEP_UNCLEAR_TEXT,
  restless: EXAMPLE_STEP_RESTLESS_TEXT,
};

/**
 * One engine summary: when the recording has ended, the engine holds the new example in its
 * baseline; it is kept in the setup (the engine has it already, so nothing is loaded).
 */
export function followExampleSummary(
  s: {
    /** When the worker made it (epoch ms); a page busy elsewhere may handle it much later. */
    timestamp?: number;
    calibration: { status: string; event?: string | null; data?: CalibrationData | null };
    exampleEvent?: ExampleOutcome | null;
  },
  now: number,
  worker: ExampleWorker | null,
): void {
  // The upright countdown just ended: the step follows when the person asked for it.
  if (s.calibration.event === 'completed' && exampleStep.wanted && worker)
    void startExampleStep(worker, now);
  if (!awaiting) return;
  const notKept = s.exampleEvent ? STEP_NOT_KEPT[s.exampleEvent] : undefined;
  if (notKept) {
    // The engine kept nothing: the lines already flag the example, or it lay within the upright
    // band on every cue (a restless calibration's, for 'restless').
    awaiting = null;
    exampleStep.until = null;
    show(notKept, false);
    return;
  }
  const data = s.calibration.status === 'Calibrated' ? s.calibration.data : null;
  const example = data?.slouchExample;
  // Late by when the worker made the summary: a main thread busy elsewhere (a long script, a
  // loaded machine) may handle summaries the worker made on time 15 s later, in one go, and the
  // example among them. (A frozen tab freezes its workers too: their summaries come late.)
  const madeAt = s.timestamp ?? now;
  const late = exampleStep.until !== null && madeAt > exampleStep.until + 3 * SLOUCH_EXAMPLE_MS;
  if (data && example && key(example) !== awaiting.before) {
    const before = JSON.parse(awaiting.before) as SlouchExample | null;
    awaiting = null;
    exampleStep.until = null;
    const text = (s.exampleEvent && STEP_KEPT_NEAR[s.exampleEvent]) ?? EXAMPLE_RECORDED_TEXT;
    taken(data, example, () => {}, text, before);
  } else if (!data || late) {
    // A new calibration, a reset, or frames that never came: the step ends without an example.
    awaiting = null;
    exampleStep.until = null;
    if (late) show(EXAMPLE_NONE_TEXT, false);
  }
}
