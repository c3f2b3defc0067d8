// The posture engine's public shapes (engine.ts): what one step returns and what the engine offers.
// Plain data only: a summary crosses the worker boundary (structured clone).
import type { CalibrationEvent, CalibrationView } from './calibration.ts';
import type { CalibrationData } from './calibration-data.ts';
import type { ForwardHeadCues } from './forward-head.ts';
import type { GateResult } from './gate.ts';
import type { EngineTuning } from './issues.ts';
import type { CueLineView } from './engine-example.ts';
import type { ExampleOutcome, SlouchExample } from './slouch-example.ts';
import type { NotJudgingReason } from './not-judging.ts';
import type { PresenceView } from './presence.ts';
import type { PostureSettings } from './settings.ts';
import type { SetupChoice } from './setups.ts';
import type {
  Analytics,
  Episode,
  PoseFrame,
  PostureIssue,
  Rating,
  WindowedMetrics,
} from './types.ts';

export interface EngineSummary {
  timestamp: number;
  /**
   * Only on the first step after a silence longer than UNOBSERVED_GAP_MS: that silence, ms. The
   * engine counted it for nothing (docs/posture-rules.md#frozen-and-asleep).
   */
  unobservedMs?: number;
  poseStatus: 'Detected' | 'Not detected';
  gate: GateResult;
  missing: string[];
  /** Most severe first. */
  issues: PostureIssue[];
  /** docs/posture-rules.md#messages posture message. */
  message: string;
  score: number;
  rating: Rating;
  calibration: CalibrationView & { event: CalibrationEvent };
  analytics: Analytics;
  /** The score-based episode in progress (docs/posture-rules.md#calibration), if any. */
  scoreEpisode: Episode | null;
  /** null below 300 samples. */
  metrics: WindowedMetrics | null;
  /**
   * Only once calibrated, once poor posture has lasted alertDelayMs (alert-delay.ts),
   * and at most once per alertFrequency: the ONE alert clock (the page does not re-throttle).
   */
  alert: { kind: 'posture'; message: string } | null;
  /** Alerts raised since the last resetAnalytics() (session end: num_alerts). */
  alertCount: number;
  /** This step's forward-head cues and raw severity, on or off (diagnostics); null when not analysed. */
  forwardHead: ForwardHeadCues | null;
  /** One plain-words tip when the calibrated view is weak (camera far below eye level), else null (view.ts). */
  viewTip: string | null;
  /** docs/posture-rules.md#away-and-back: 'away' pauses scoring, episodes, alerts and recording. */
  presence: PresenceView;
  /** docs/posture-rules.md#camera-moved: the body no longer fits the calibration; recalibrate. */
  cameraMoved: boolean;
  /**
   * docs/posture-rules.md#low-power: posture good and steady for 30 s; the pose worker analyses 2
   * frames a second until the first change in features or any flag.
   */
  lowPower: boolean;
  /**
   * Poor posture as the alert delay counts it: an issue on, or a rule past its 'on' threshold
   * before the temporal frames confirm it (alert-delay.ts). The status hold follows the same.
   */
  poor: boolean;
  /**
   * docs/posture-rules.md#slouch-example: on the step a recorded example ended ('Now slouch the
   * way you usually do'), whether it placed a line; null on every other step.
   */
  exampleEvent: ExampleOutcome | null;
  /**
   * docs/posture-rules.md#looking-down: the face pitched down with the shoulders in place; not
   * judged as a slouch (no issue, score or episode); the message says so.
   */
  lookingDown: boolean;
  /**
   * docs/posture-rules.md#not-judging: someone else in view, the person standing, or moved away
   * from the calibrated place; nothing judged (no issue, score, episode or posture alert) and the
   * message says why; null when judging.
   */
  notJudging: NotJudgingReason | null;
}

export interface PostureEngineOptions {
  settings?: Partial<PostureSettings>;
  /** Cue tolerances other than the defaults: only the accuracy harness passes these. */
  tuning?: Partial<EngineTuning>;
  initialScore?: number;
  calibration?: CalibrationData | null;
}

export interface PostureEngine {
  /** `brightness`: the frame's mean luma 0..1 when measured (calibration names 'too dark' with it). */
  step(frame: PoseFrame | null, now: number, brightness?: number | null): EngineSummary | null;
  /** Calibration is waiting, counting, paused or failed (the caller measures brightness then). */
  readonly calibrating: boolean;
  /** With saved setups (setups.ts) the first seconds may pick one instead of calibrating. */
  startCalibration(now: number, choice?: SetupChoice): void;
  cancelCalibration(): void;
  resetCalibration(): void;
  loadCalibration(data: CalibrationData, setup?: string | null): void;
  setSettings(patch: Partial<PostureSettings>): void;
  getSettings(): PostureSettings;
  resetScore(): void;
  resetAnalytics(): void;
  /**
   * docs/posture-rules.md#slouch-example: records the person's slouch for `durationMs` (default
   * SLOUCH_EXAMPLE_MS, 5 s) from `now`; when it ends it is stored in the baseline
   * (calibration.data.slouchExample) and places each cue's line. False when not calibrated.
   */
  startSlouchExample(now: number, durationMs?: number): boolean;
  readonly recordingSlouchExample: boolean;
  cancelSlouchExample(): void;
  /**
   * 'I'm slouching now': the latest frames (slouch-example.ts MOMENT_FRAMES) become the example
   * when they place a line ('learned'; 'close' when every line it placed sits near it because the
   * calibration was restless, 'shallow' when it would even with a still one);
   * 'flagged' when the lines in force already flag them and
   * 'unclear' when they lie within the upright band on every cue ('restless' when only a restless
   * calibration's band holds them there; nothing changes either way);
   * null when uncalibrated or no recent frame.
   */
  slouchingNow(): ExampleOutcome | null;
  /** Undo: back to the generic lines; returns the dropped example (null when none). */
  dropSlouchExample(): SlouchExample | null;
  /** Restores an example (Undo of a drop) or clears it (null). False when not calibrated. */
  setSlouchExample(example: SlouchExample | null): boolean;
  /** The example the baseline in use holds (null: generic lines, or not calibrated). */
  slouchExample(): SlouchExample | null;
  /** Each cue's baseline, line and current value ('Check my calibration'); [] uncalibrated. */
  cueLines(): CueLineView[];
}
