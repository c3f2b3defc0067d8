// Monitoring store (docs/architecture.md#folders): the proxy, its actions and small hooks. It receives
// camera events, model-load progress and engine summaries (<= 10/s); per-frame data (pixels,
// landmarks) never comes here.
import { proxy, useSnapshot } from 'valtio';
import type { CameraStatus } from '../browser/camera.ts';
import type { FrameSourceKind } from '../browser/frame-source.ts';
import type { PoseRemote } from '../browser/pose-bridge.ts';
import { lostBackend } from '../../core/protocol/pose.ts';
import {
  createPipeline,
  type BackendName,
  type DetectorInfo,
  type EngineSummary,
  type ModelType,
  type Pipeline,
  type PipelineHealth,
} from '../browser/pipeline.ts';
import type { CalibrationStatus } from '../../core/posture/types.ts';
import { engineSettingsPatch, getSettings, updateSettings } from './settings.ts';
import {
  slowModelText,
  SWITCHED_TO_LITE,
  type ModelAdvice,
  type ModelSetting,
} from '../browser/model-choice.ts';
import { setupChoice } from './setups.ts';
import { markOnce } from '../browser/marks.ts';

/** docs/posture-rules.md#monitoring-flow first load: wait 0.5 s, then 1 s for the detection scripts, then initialise the detector. */
export const FIRST_LOAD_DELAYS_MS = [500, 1000] as const;

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
    /** Issue #20: the backend whose GPU context or device was lost this page, shown beside the new one. */
    lost: null as BackendName | null,
    probe: [] as ProbeLine[],
    /** Issue #13: the polite status line about the model choice (switched, or slow with an offer). */
    notice: null as string | null,
    /** Issue #13: full is too slow here and the setting is 'full': the screen offers lite. */
    offerLite: false,
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
  /** Issue #20: the pose pipeline's health (watchdog, worker failures) and a lost overlay. */
  health: { state: 'running' } as PipelineHealth,
  overlayLost: null as string | null,
});

export interface MonitorOptions {
  backend: BackendName | 'auto';
  modelType: ModelType;
  forceFallback: boolean;
  /** Issue #13: the model setting ('auto' may switch to lite); null when ?model= pins the model. */
  modelSetting?: () => ModelSetting | null;
}

let pipeline: Pipeline | null = null;

// The monitoring screen (src/components/monitoring) needs every summary whole: alerts, episodes,
// windowed metrics, the session recorder; its own store (screen-store.ts) holds what it shows.
// This store keeps only the few fields that change rarely and that the pipeline's logic reads
// (calibration status): every write notifies its subscribers, so nothing here changes with
// every summary (issue #3, main-thread budget).
const summaryListeners = new Set<(s: EngineSummary) => void>();

/** Calls `fn` with every engine summary (<= 10/s). Returns the unsubscribe. */
export function onSummary(fn: (s: EngineSummary) => void): () => void {
  summaryListeners.add(fn);
  return () => {
    summaryListeners.delete(fn);
  };
}

function applySummary(s: EngineSummary): void {
  // valtio notifies only when a value really changes: these are discrete and change rarely.
  monitor.poseStatus = s.poseStatus;
  const c = s.calibration;
  if (monitor.tracking && s.poseStatus === 'Detected') markOnce('first-pose');
  if (c.status === 'Calibrated' && monitor.calibration.status === 'Calibrating...')
    markOnce('calibrated');
  monitor.calibration.status = c.status;
  monitor.calibration.progress = c.progress;
  monitor.calibration.secondsRemaining = c.secondsRemaining;
  monitor.calibration.baseline = c.data !== null;
  for (const fn of summaryListeners) {
    try {
      fn(s);
    } catch (e) {
      console.error('[monitor] a summary listener failed', e);
    }
  }
}

function onReady(info: DetectorInfo): void {
  markOnce('model-ready');
  monitor.model.phase = 'ready';
  monitor.model.backend = info.backend;
  monitor.model.probe = info.probe.results.map((r) => {
    // A pinned backend is only warmed up (nothing to compare): say so instead of passing the
    // compile time off as a frame time.
    if (r.ms === null && r.warmupMs !== null)
      return { backend: r.backend, ms: null, note: `warm-up ${Math.round(r.warmupMs)} ms` };
    return {
      backend: r.backend,
      ms: r.ms === null ? null : Math.round(r.ms),
      note: r.error ?? null,
    };
  });
  monitor.model.error = null;
}

function loadModel(p: Pipeline, type: ModelType, keepBackend = false): void {
  monitor.model.phase = 'loading';
  monitor.model.stage = 'download';
  monitor.model.step = 0;
  monitor.model.type = type;
  monitor.model.error = null;
  void (keepBackend ? p.switchModel(type) : p.initDetector(type));
}

/** Issue #13: full BlazePose is far slower than the frame interval on this device. */
function onModelAdvice(p: Pipeline, advice: Exclude<ModelAdvice, { action: 'keep' }>): void {
  console.info(
    `[monitor] BlazePose full: ${advice.medianMs} ms an inference (${advice.action} lite)`,
  );
  if (advice.action === 'switch') {
    monitor.model.notice = SWITCHED_TO_LITE;
    monitor.model.offerLite = false;
    loadModel(p, 'lite', true);
    return;
  }
  monitor.model.notice = slowModelText(advice.medianMs);
  monitor.model.offerLite = true;
}

/** Mounts the monitoring screen: creates the pipeline and schedules detector init. Returns unmount. */
export function mountMonitor(options: MonitorOptions, canvasHost: HTMLElement): () => void {
  const engineSettings = () => engineSettingsPatch(getSettings());
  const p = createPipeline(
    {
      ...options,
      engineSettings,
      setupChoice,
      lowPowerOnBattery: () => getSettings().lowPowerOnBattery,
    },
    {
      camera(status, detail) {
        monitor.camera.status = status;
        monitor.camera.detail = detail;
        if (status !== 'Connected' && status !== 'Connecting...') monitor.tracking = false;
      },
      modelProgress(progress) {
        monitor.model.loaded = progress.loaded;
        monitor.model.total = progress.total;
        monitor.model.stage = progress.stage ?? 'download';
        monitor.model.trying = progress.backend ?? null;
        monitor.model.step = progress.step ?? 0;
        monitor.model.steps = progress.steps ?? 0;
      },
      modelReady: onReady,
      modelError(message) {
        monitor.model.phase = 'error';
        monitor.model.error = message;
      },
      frameSource(kind) {
        monitor.frameSource = kind;
      },
      summary: applySummary,
      health(h) {
        monitor.health = h;
        if (h.state === 'restarting')
          monitor.model.lost = lostBackend(h.message) ?? monitor.model.lost;
      },
      overlayLost(message) {
        monitor.overlayLost = message;
      },
      modelAdvice: (advice) => onModelAdvice(p, advice),
    },
  );
  pipeline = p;
  monitor.model.type = options.modelType;
  monitor.model.phase = 'waiting';
  p.mountCanvas(canvasHost);
  const [first, second] = FIRST_LOAD_DELAYS_MS;
  // Start Tracking may have started the load already (the page is usable before the model, docs/posture-rules.md#monitoring-flow).
  const timer = setTimeout(() => {
    if (monitor.model.phase === 'waiting') loadModel(p, options.modelType);
  }, first + second);
  return () => {
    clearTimeout(timer);
    if (pipeline === p) pipeline = null;
    monitor.tracking = false;
    monitor.paused = false;
    monitor.health = { state: 'running' };
    monitor.overlayLost = null;
    void p.dispose();
  };
}

export async function startTracking(): Promise<void> {
  if (!pipeline || monitor.tracking) return;
  if (monitor.model.phase === 'waiting') loadModel(pipeline, monitor.model.type);
  // Spec §4 / issue #17: every Start calibrates 1.5 s in; a Resume keeps the session's baseline.
  const resuming = monitor.paused && monitor.calibration.baseline;
  markOnce('start');
  monitor.tracking = true;
  monitor.paused = false;
  const ok = await pipeline.start({ calibrate: !resuming });
  if (!ok) monitor.tracking = false;
}

/** Issue #23: pausing (or snoozing) releases the camera, so its light goes off; the status says so. */
export const CAMERA_OFF_PAUSED = 'Camera off while paused.';

/** 'Recalibrate' while tracking, and Retry after a failed calibration: a new 10 s calibration. */
export async function recalibrate(): Promise<void> {
  if (monitor.tracking) await pipeline?.pose().startCalibration();
}

/** 'Keep previous calibration': the running calibration stops and the saved baseline stays. */
export async function keepBaseline(): Promise<void> {
  if (monitor.calibration.baseline) await pipeline?.pose().cancelCalibration();
}

export async function pauseTracking(): Promise<void> {
  if (!pipeline) return;
  monitor.tracking = false;
  monitor.paused = true;
  await pipeline.stop();
  markCameraOffWhilePaused();
}

/** After the pipeline stopped the camera's tracks: say why it is off (issue #23). */
function markCameraOffWhilePaused(): void {
  if (monitor.paused && monitor.camera.status === 'Stopped')
    monitor.camera.detail = CAMERA_OFF_PAUSED;
}

export async function endSession(): Promise<void> {
  if (!pipeline) return;
  monitor.tracking = false;
  monitor.paused = false;
  await pipeline.end();
}

export function retryModel(): void {
  if (pipeline) loadModel(pipeline, monitor.model.type);
}

/** Retry after the pose pipeline gave up restarting (issue #20). */
export function retryPipeline(): void {
  pipeline?.retry();
}

export function setModelType(type: ModelType): void {
  monitor.model.offerLite = false;
  monitor.model.notice = null;
  if (pipeline && type !== monitor.model.type) loadModel(pipeline, type, true);
}

/** The setting became 'auto': the model in use stays, and its speed is judged afresh. */
export function reconsiderModel(): void {
  monitor.model.offerLite = false;
  monitor.model.notice = null;
  pipeline?.reconsiderModel();
}

/** Issue #13's offer taken ('Use the lighter model'): the setting becomes lite, and lite loads. */
export function chooseLiteModel(): void {
  updateSettings({ model: 'lite' });
  setModelType('lite');
  monitor.model.notice = SWITCHED_TO_LITE;
}

/** The running pose worker (engine controls, timings); null when the screen is not mounted. */
export function poseWorker(): PoseRemote | null {
  return pipeline?.pose() ?? null;
}

/** The running draw worker (its stats, for ?debug); null when the screen is not mounted. */
export function drawWorker() {
  return pipeline?.draw() ?? null;
}

export const useMonitor = () => useSnapshot(monitor);
