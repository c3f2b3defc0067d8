// The pipeline's options and the events it sends the monitor session (src/state/monitor-session), apart from
// pipeline.ts as engine-types.ts is from engine.ts, with the protocol types they name.
import type {
  BackendName,
  DetectorInfo,
  EngineSummary,
  LoadProgress,
  ModelType,
} from '../../core/protocol/pose.ts';
import type { SetupChoice } from '../../core/posture/setups.ts';
import type { CameraStatus } from '../browser/camera.ts';
import type { FrameSourceKind } from '../browser/frame-source.ts';
import type { ModelAdvice, ModelSetting } from './model-choice.ts';
import type { PipelineHealth } from './restart-policy.ts';

export type { BackendName, DetectorInfo, EngineSummary, LoadProgress, ModelType, PipelineHealth };

export interface PipelineOptions {
  backend: BackendName | 'auto';
  modelType: ModelType;
  forceFallback: boolean;
  /** Settings a restarted worker's engine starts with (the page's current settings). */
  engineSettings?: () => object;
  /** The user's model setting (docs/decisions.md#adaptive-pose-model); null (or absent) when the model is pinned (?model=). */
  modelSetting?: () => ModelSetting | null;
  /** Saved setups a Start's calibration matches first (docs/posture-rules.md#setups). */
  setupChoice?: () => SetupChoice | undefined;
  /** The 'Low power on battery' setting (src/browser/battery.ts); on when absent. */
  lowPowerOnBattery?: () => boolean;
}

export interface StartOptions {
  /** docs/posture-rules.md#monitoring-flow: calibration starts 1.5 s after tracking begins; a resume keeps the baseline. */
  calibrate: boolean;
}

export interface PipelineEvents {
  camera(status: CameraStatus, detail: string | null): void;
  modelProgress(p: LoadProgress): void;
  modelReady(info: DetectorInfo): void;
  modelError(message: string): void;
  frameSource(kind: FrameSourceKind): void;
  summary(s: EngineSummary): void;
  /** The pose pipeline stalled or failed and restarts, or gave up (Retry). */
  health(h: PipelineHealth): void;
  /** The draw worker failed: the overlay is lost, analysis goes on. */
  overlayLost(message: string): void;
  /** Full BlazePose is far slower than the frame interval here (switch or offer lite). */
  modelAdvice?(advice: Exclude<ModelAdvice, { action: 'keep' }>): void;
}
