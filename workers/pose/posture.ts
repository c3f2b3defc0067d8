// The posture engine (core/posture, pure) as the pose worker runs it: one engine per tracking
// run, stepped on every analysed frame with the pose-detection output converted to a PoseFrame.
import {
  createPostureEngine,
  type EngineSummary,
  type PostureEngine,
} from '../../core/posture/engine.ts';
import type { CalibrationData, PostureSettings } from '../../core/posture/engine.ts';
import { toPoseFrame } from '../../core/posture/from-pose-detection.ts';
import type { SetupChoice } from '../../core/posture/setups.ts';
import { keptExample } from '../../core/posture/slouch-example.ts';
import type {
  EngineOptions,
  SlouchExample,
  SlouchingNow,
} from '../../core/protocol/pose-engine.ts';
import type { Pose } from './detector.ts';

let engine: PostureEngine = createPostureEngine();
/** The model the detector runs (pose.worker.ts sets it once a model is ready). */
let model: NonNullable<CalibrationData['model']> = 'full';

export function setPoseModel(m: NonNullable<CalibrationData['model']>): void {
  model = m;
}

export function configureEngine(options: EngineOptions = {}): void {
  engine = createPostureEngine(options);
}

export function stepPosture(
  pose: Pose | null,
  width: number,
  height: number,
  timestamp: number,
  now: number,
  brightness: number | null = null,
): EngineSummary | null {
  const s = engine.step(pose ? toPoseFrame(pose, width, height, timestamp) : null, now, brightness);
  // docs/posture-rules.md#frozen-and-asleep: the engine counted such a span for nothing and starts
  // the alert delay and the temporal frames again; said in the console, as the pipeline's stalls
  // are, so a late alert can be traced to it.
  if (s?.unobservedMs)
    console.info(`[pose] no frame analysed for ${Math.round(s.unobservedMs)} ms: not observed`);
  // The baseline names the model that took it (a baseline loaded from a setup keeps its own).
  const data = s?.calibration.data;
  if (data && data.model === undefined) data.model = model;
  return s;
}

/** Calibration is running (or waiting, paused, failed): frames are then measured for darkness. */
export const isCalibrating = () => engine.calibrating;

export const startCalibration = (now: number, choice?: SetupChoice) =>
  engine.startCalibration(now, choice);
export const cancelCalibration = () => engine.cancelCalibration();
export const resetCalibration = () => engine.resetCalibration();
export const loadCalibration = (data: CalibrationData, setup?: string | null) =>
  engine.loadCalibration(data, setup);
export const setSettings = (patch: Partial<PostureSettings>) => engine.setSettings(patch);
export const resetScore = () => engine.resetScore();
export const resetAnalytics = () => engine.resetAnalytics();

// docs/posture-rules.md#slouch-example: the person's own slouch places each cue's line.
export const startSlouchExample = (now: number, durationMs?: number) =>
  engine.startSlouchExample(now, durationMs);
export const recordingSlouchExample = () => engine.recordingSlouchExample;
export const cancelSlouchExample = () => engine.cancelSlouchExample();
export const slouchingNow = (): SlouchingNow => {
  const outcome = engine.slouchingNow();
  return { outcome, example: keptExample(outcome) ? engine.slouchExample() : null };
};
export const dropSlouchExample = () => engine.dropSlouchExample();
export const setSlouchExample = (example: SlouchExample | null) => engine.setSlouchExample(example);
export const slouchExample = () => engine.slouchExample();
export const cueLines = () => engine.cueLines();
