// The pose worker's engine calls (docs/architecture.md#workers): what the page asks of the posture
// engine the worker runs. Split from pose.ts, which holds the rest of the worker's protocol. Plain
// data only; the worker supplies its own clock where the engine needs `now`.
import type { PostureEngine } from '../posture/engine-types.ts';
import type { CalibrationData } from '../posture/calibration-data.ts';
import type { CueLineView } from '../posture/engine-example.ts';
import type { PostureSettings } from '../posture/settings.ts';
import type { SetupChoice } from '../posture/setups.ts';
import type { ExampleOutcome, SlouchExample } from '../posture/slouch-example.ts';

export type { CueLineView, ExampleOutcome, SlouchExample };

/** 'I'm slouching now' as the page hears it: what the moment did, and the example when kept. */
export interface SlouchingNow {
  /** null: no recent frame with a person, or not calibrated. */
  outcome: ExampleOutcome | null;
  /** The example now in the baseline ('learned', 'close' or 'shallow'), else null. */
  example: SlouchExample | null;
}

export interface EngineOptions {
  settings?: Partial<PostureSettings>;
  initialScore?: number;
  calibration?: CalibrationData | null;
}

/** The engine calls the pose worker passes on as they are. */
type PassedOn =
  | 'cancelCalibration'
  | 'resetCalibration'
  | 'loadCalibration'
  | 'setSettings'
  | 'resetScore'
  | 'resetAnalytics'
  | 'cancelSlouchExample'
  | 'dropSlouchExample'
  | 'setSlouchExample'
  | 'slouchExample'
  | 'cueLines';

export interface PoseEngineCalls extends Pick<PostureEngine, PassedOn> {
  configureEngine(options?: EngineOptions): void;
  startCalibration(choice?: SetupChoice): void;
  /**
   * docs/posture-rules.md#slouch-example: 'Now slouch the way you usually do' records for
   * `durationMs` (default 5 s) from the worker's now. False when not calibrated.
   */
  startSlouchExample(durationMs?: number): boolean;
  recordingSlouchExample(): boolean;
  /**
   * 'I'm slouching now': the latest moment becomes the example when it places a line, and is
   * returned; 'flagged' (the lines already flag it), 'unclear' and 'restless' keep the lines as they
   * were.
   */
  slouchingNow(): SlouchingNow;
}
