// The monitor session's pipeline store (docs/architecture.md#monitor-session): the proxy and its
// small hook. It receives camera events, model-load progress and the few summary fields that change
// rarely (pipeline-events.ts); per-frame data (pixels, landmarks) never comes here.
import { proxy, useSnapshot } from 'valtio';
import type { CameraStatus } from '../../browser/camera.ts';
import type { FrameSourceKind } from '../../browser/frame-source.ts';
import { msg } from '../../i18n/index.ts';
import type { BackendName, ModelType, PipelineHealth } from '../../pipeline/pipeline.ts';
import type { ModelSetting } from '../../pipeline/model-choice.ts';
import type { CalibrationStatus } from '../../../core/posture/types.ts';

/** docs/posture-rules.md#monitoring-flow first load: wait 0.5 s, then 1 s for the detection scripts, then initialise the detector. */
export const FIRST_LOAD_DELAYS_MS = [500, 1000] as const;

/** Pausing (or snoozing) releases the camera, so its light goes off; the status says so. */
export const CAMERA_OFF_PAUSED = msg('Camera off while paused.');

export type ModelPhase = 'waiting' | 'loading' | 'ready' | 'error';

export interface ProbeLine {
  backend: string;
  /** Steady-state pass, or the warm-up when only that was timed; null when it failed. */
  ms: number | null;
  note: string | null;
}

export const monitor = proxy({
  camera: { status: 'Not initialized' as CameraStatus, detail: null as string | null },
  model: {
    phase: 'waiting' as ModelPhase,
    type: 'full' as ModelType,
    loaded: 0,
    total: 0,
    /** After the download: warming up a backend (`trying`), then building; step of steps done. */
    stage: 'download' as 'download' | 'warm-up' | 'build',
    trying: null as string | null,
    step: 0,
    steps: 0,
    error: null as string | null,
    backend: null as BackendName | null,
    /** The backend whose GPU context or device was lost this page, shown beside the new one. */
    lost: null as BackendName | null,
    probe: [] as ProbeLine[],
    /** The polite status line about the model choice, switched or slow with an offer (docs/decisions.md#adaptive-pose-model). */
    notice: null as string | null,
    /** Full is too slow here (analysed at the slow pace): the screen offers lite. */
    offerLite: false,
    /** Lite runs by the user's choice: the screen offers the way back to full. */
    offerFull: false,
  },
  frameSource: null as FrameSourceKind | null,
  tracking: false,
  paused: false,
  poseStatus: 'Not detected' as 'Detected' | 'Not detected',
  calibration: {
    status: 'Not calibrated' as CalibrationStatus,
    progress: 0,
    secondsRemaining: 0,
    /** The engine holds a baseline (kept across End Session; a new calibration may replace it). */
    baseline: false,
  },
  /** The pose pipeline's health (watchdog, worker failures) and a lost overlay. */
  health: { state: 'running' } as PipelineHealth,
  overlayLost: null as string | null,
});

export interface MonitorOptions {
  backend: BackendName | 'auto';
  modelType: ModelType;
  forceFallback: boolean;
  /** The model setting whose speed is judged; null when ?model= or ?backend= pins the model. */
  modelSetting?: () => ModelSetting | null;
}

export const useMonitor = () => useSnapshot(monitor);
