// The calibration state machine's types (calibration.ts), kept apart like engine-types.ts so the
// engine's summary types and the screen's can name them without the machine itself.
import type { CalibrationData } from './calibration-data.ts';
import type { PostureFeatures } from './features.ts';
import type { GateResult } from './gate.ts';
import type { SetupChoice } from './setups.ts';
import type { CalibrationStatus } from './types.ts';

export type CalibrationEvent = 'completed' | 'cancelled' | 'paused' | 'failed' | null;

/**
 * Why calibration is not counting: 'person-lost' pauses it; the others failed it (Retry or Cancel).
 * 'no-baseline': frames with a person came, but the baseline could not be computed from them.
 */
export type CalibrationProblem = 'person-lost' | 'no-person' | 'too-dark' | 'no-baseline';

export interface CalibrationView {
  status: CalibrationStatus;
  /** 0..100 */
  progress: number;
  secondsRemaining: number;
  data: CalibrationData | null;
  problem: CalibrationProblem | null;
  /** The saved setup (setups.ts) whose baseline is in use; null after a calibration of its own. */
  setup: string | null;
  /** The nearest saved setup's distance when this calibration matched (setups.ts), else absent. */
  setupFit?: number;
}

export interface Calibration {
  /**
   * Begins a calibration. With saved setups, the first SETUP_MATCH_MS of the countdown are matched
   * against them (setups.ts): a fit completes at once with its baseline, else the countdown goes
   * on. A forced choice loads its first setup at once.
   */
  start(now: number, choice?: SetupChoice): void;
  cancel(): void;
  reset(): void;
  load(data: CalibrationData, setup?: string | null): void;
  /**
   * Feeds one analysed frame (features null unless the gate passed). `brightness` is the frame's
   * mean luma 0..1 when the caller measured it (it only names the reason of a failure).
   */
  observe(
    gate: GateResult,
    features: PostureFeatures | null,
    now: number,
    brightness?: number | null,
  ): CalibrationEvent;
  view(now: number): CalibrationView;
  readonly calibrating: boolean;
  readonly data: CalibrationData | null;
}
