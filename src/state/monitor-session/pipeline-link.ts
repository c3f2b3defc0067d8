// The monitor session's pipeline (src/pipeline: camera, workers, detection and calibration
// timeline): mounting it, and the tracking and model actions on it. Its events go to the monitor
// store (pipeline-events.ts) and every summary on to the session (session.ts).
import {
  createPipeline,
  type EngineSummary,
  type ModelType,
  type Pipeline,
} from '../../pipeline/pipeline.ts';
import type { PoseRemote } from '../../pipeline/pose-bridge.ts';
import { LITE_IN_USE } from '../../pipeline/model-choice.ts';
import { markOnce } from '../../browser/marks.ts';
import { engineSettingsPatch, getSettings, updateSettings } from '../settings.ts';
import { setupChoice } from '../setups.ts';
import { loadModel, storeEvents } from './pipeline-events.ts';
import { CAMERA_OFF_PAUSED, FIRST_LOAD_DELAYS_MS, monitor, type MonitorOptions } from './store.ts';

let pipeline: Pipeline | null = null;

/** Creates the pipeline and schedules detector init; `summary` gets every summary. Returns unmount. */
export function mountPipeline(
  options: MonitorOptions,
  canvasHost: HTMLElement,
  summary: (s: EngineSummary) => void,
): () => void {
  const engineSettings = () => engineSettingsPatch(getSettings());
  const p: Pipeline = createPipeline(
    {
      ...options,
      engineSettings,
      // The model running at this Start: its setups only (src/state/setups.ts).
      setupChoice: () => setupChoice(monitor.model.type),
      lowPowerOnBattery: () => getSettings().lowPowerOnBattery,
    },
    storeEvents(() => p, summary),
  );
  pipeline = p;
  monitor.model.type = options.modelType;
  // Lite only ever runs because the user chose it: the status says so, with the way back.
  const chosenLite = options.modelType === 'lite' && (options.modelSetting?.() ?? null) !== null;
  monitor.model.notice = chosenLite ? LITE_IN_USE : null;
  monitor.model.offerLite = false;
  monitor.model.offerFull = chosenLite;
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
  // docs/posture-rules.md#monitoring-flow: every Start calibrates 1.5 s in; a Resume keeps the session's baseline.
  const resuming = monitor.paused && monitor.calibration.baseline;
  markOnce('start');
  monitor.tracking = true;
  monitor.paused = false;
  const ok = await pipeline.start({ calibrate: !resuming });
  if (!ok) monitor.tracking = false;
}

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
  // The pipeline stopped the camera's tracks: say why it is off.
  if (monitor.paused && monitor.camera.status === 'Stopped')
    monitor.camera.detail = CAMERA_OFF_PAUSED;
}

export async function endTracking(): Promise<void> {
  if (!pipeline) return;
  monitor.tracking = false;
  monitor.paused = false;
  await pipeline.end();
}

export function retryModel(): void {
  if (pipeline) loadModel(pipeline, monitor.model.type);
}

/** Retry after the pose pipeline gave up restarting (docs/decisions.md#camera-restarts). */
export function retryPipeline(): void {
  pipeline?.retry();
}

/**
 * The user's model choice: lite says what it costs and offers the way back; leaving lite for full
 * clears that. Full chosen while full runs changes nothing (a slow pace and its line stay true).
 */
export function setModelType(type: ModelType): void {
  if (type === 'lite') {
    monitor.model.offerLite = false;
    monitor.model.offerFull = true;
    monitor.model.notice = LITE_IN_USE;
  } else if (monitor.model.type === 'lite') {
    monitor.model.offerFull = false;
    monitor.model.notice = null;
  }
  if (pipeline && type !== monitor.model.type) loadModel(pipeline, type, true);
}

/**
 * The setting became 'auto': Auto runs full (model-choice.ts initialModel), its speed judged
 * afresh; lite in use (the user's earlier choice) gives way to full.
 */
export function reconsiderModel(): void {
  monitor.model.offerLite = false;
  monitor.model.offerFull = false;
  monitor.model.notice = null;
  if (pipeline && monitor.model.type === 'lite') loadModel(pipeline, 'full', true);
  else pipeline?.reconsiderModel();
}

/** The offer taken ('Use the lighter model'): the setting becomes lite, and lite loads. */
export function chooseLiteModel(): void {
  updateSettings({ model: 'lite' });
  setModelType('lite');
}

/** The way back from lite ('Use the full model'): the setting becomes Auto, and full loads. */
export function chooseFullModel(): void {
  updateSettings({ model: 'auto' });
  reconsiderModel();
}

/** The running pose worker (engine controls, timings); null when the screen is not mounted. */
export function poseWorker(): PoseRemote | null {
  return pipeline?.pose() ?? null;
}

/** The running draw worker (its stats, for ?debug); null when the screen is not mounted. */
export function drawWorker() {
  return pipeline?.draw() ?? null;
}
