// The pose source's lifetime (pose-source.ts): fetch the models once (with progress), pick a
// backend by probing, build the BlazePose detector from memory (detector-build.ts), estimate,
// reset, dispose. An e2e build handed a ReplayPack answers from recorded landmarks instead
// (replay-source.ts, docs/testing.md#replay), and one asked to slow full down answers late
// (slowed-source.ts).
// Pattern: tfjs-models pose-detection/src/blazepose_tfjs/detector.ts (explicit tensor lifetimes).
import * as tf from '@tensorflow/tfjs-core';
import type * as poseDetection from '@tensorflow-models/pose-detection';
import type { BackendName, DetectorInfo, DetectorOptions } from '../../core/protocol/pose.ts';
import { PROBE_ORDER, probeBackends } from './probe.ts';
import { unwatchGpu, watchGpu } from './gpu-watch.ts';
import { detectorModelUrl, fetchModels, landmarkModelUrl } from './model-loader.ts';
import { build, MIN_DETECTION_CONFIDENCE, onEmulatedGpu } from './detector-build.ts';
import type { PoseSource } from './pose-source.ts';

// ImageBitmap is what the worker gets from camera frames; pose-detection reads its width/height.
export type PoseInput = ImageBitmap;
export type Pose = poseDetection.Pose;

let detector: PoseSource | null = null;
/** The built detector ran its warm-up (see build() in detector-build.ts): its estimates take about one steady frame. */
let warm = false;
/** The built detector runs on an emulated GPU (detector-build.ts): any analysis may compile. */
let emulated = false;
let info: DetectorInfo | null = null;
let generation = 0;
/** Aborts the downloads of the load in progress (a newer load or the page's abort). */
let loading: AbortController | null = null;

export function detectorInfo(): DetectorInfo | null {
  return info;
}

export function isReady(): boolean {
  return detector !== null;
}

/**
 * Ready and warmed up: an estimate costs a steady frame, not seconds of shader compiles (WebGL on
 * an emulated GPU, where the first frame still pays them, as an analysis the watchdog allows for).
 */
export function isWarm(): boolean {
  return detector !== null && warm;
}

/**
 * Ready on an emulated GPU: a later analysis than the first can compile shaders too (a new path or
 * input shape), for many seconds on a loaded CPU, and a restart only starts the compiles again.
 */
export function isEmulated(): boolean {
  return detector !== null && emulated;
}

/** Loads (or reloads) the detector. Throws ModelLoadError when the model files cannot be fetched. */
export async function initDetector(options: DetectorOptions = {}): Promise<DetectorInfo> {
  const {
    modelType = 'full',
    backend = 'auto',
    enableSmoothing = true,
    modelBase,
    onProgress,
    minDetectionConfidence = MIN_DETECTION_CONFIDENCE,
  } = options;
  disposeDetector();
  // A newer init (Retry, model switch) supersedes this one; its detector must not leak.
  const mine = ++generation;
  // Test builds only: the condition is a constant `false` in production, and the import goes with it.
  if (import.meta.env.MODE === 'e2e' && options.replay) {
    const { replaySource } = await import('./replay-source.ts');
    const replayed = await slowedIfAsked(
      replaySource(options.replay),
      modelType,
      options.slowFullMs,
    );
    if (mine !== generation) throw new Error('Model load superseded by a newer one');
    detector = replayed;
    warm = true;
    // It stands in for the backend asked for (a spec may pin one), WASM's CPU path otherwise.
    const chosen = backend === 'auto' ? 'wasm' : backend;
    const probe = { chosen, results: [] };
    info = { backend: chosen, modelType, probe, loadMs: 0, replay: options.replay.name };
    return info;
  }
  loading?.abort(new Error('Model load superseded by a newer one'));
  const controller = new AbortController();
  loading = controller;
  const t0 = performance.now();
  const artifacts = await fetchModels(
    [detectorModelUrl(modelBase), landmarkModelUrl(modelType, modelBase)],
    onProgress,
    controller.signal,
  );
  controller.signal.throwIfAborted();
  // A forced backend is "probed" alone: the timed passes double as the shader warm-up, so the
  // first real frame does not pay for compilation.
  const candidates = backend === 'auto' ? PROBE_ORDER : [backend];
  const stage = (step: number, trying?: BackendName) =>
    onProgress?.({
      // The download is done (loaded = total); the stage says what comes next.
      loaded: 1,
      total: 1,
      stage: step < candidates.length ? 'warm-up' : 'build',
      ...(trying ? { backend: trying } : {}),
      step,
      steps: candidates.length + 1,
    });
  let tried = 0;
  const probe = await probeBackends(
    artifacts,
    candidates,
    () => ++tried === candidates.length && stage(tried),
    (name) => stage(tried, name),
    // 'auto' remembers its choice for this device and model type (probe-memory.ts).
    backend === 'auto' ? modelType : undefined,
  );
  await tf.ready();
  const built = await build(artifacts, modelType, enableSmoothing, minDetectionConfidence, (w) => {
    warm = w;
  });
  const source = await slowedIfAsked(built, modelType, options.slowFullMs);
  if (mine !== generation || controller.signal.aborted) {
    built.dispose();
    throw new Error('Model load superseded by a newer one');
  }
  if (loading === controller) loading = null;
  detector = source;
  emulated = onEmulatedGpu();
  info = { backend: probe.chosen, modelType, probe, loadMs: performance.now() - t0 };
  watchGpu(probe.chosen);
  return info;
}

/**
 * Test builds only, as the replay: full made too slow for this device on purpose answers `ms` late
 * (slowed-source.ts), from the model or from the recording. A constant `false` in production.
 */
async function slowedIfAsked(
  source: PoseSource,
  modelType: DetectorOptions['modelType'],
  ms: number | undefined,
): Promise<PoseSource> {
  if (import.meta.env.MODE !== 'e2e' || !ms || modelType !== 'full') return source;
  const { slowedSource } = await import('./slowed-source.ts');
  return slowedSource(source, ms);
}

/** The page gave up on the load in progress (its AbortSignal fired): stop downloading, keep nothing. */
export function abortInit(): void {
  generation++;
  loading?.abort(new Error('Model load aborted'));
  loading = null;
}

/** One pose (33 keypoints in pixels of `input`, keypoints3D in metres) or null. */
export async function estimate(input: PoseInput, timestamp?: number): Promise<Pose | null> {
  if (!detector) throw new Error('Detector not initialised');
  // The timestamp drives pose-detection's smoothing filters; without it smoothing is silently off.
  const poses = await detector.estimatePoses(
    input,
    { maxPoses: 1, flipHorizontal: false },
    timestamp,
  );
  // On an emulated GPU the first estimate compiled the shaders (detector-build.ts): warm from now.
  warm = true;
  const pose = poses[0];
  return pose && pose.keypoints.length > 0 ? pose : null;
}

/** Forget tracking state (previous ROI, filters): the next frame is detected from scratch. */
export function resetDetector(): void {
  detector?.reset();
}

export function disposeDetector(): void {
  unwatchGpu();
  detector?.dispose();
  detector = null;
  info = null;
  warm = false;
  emulated = false;
}

/** Live tensors; 0 before a backend is chosen (tf.memory() would throw). */
export function tensorCount(): number {
  return memory().numTensors;
}

export function memory(): { numTensors: number; numBytes: number } {
  // Before the probe picks a backend, tf.memory() would start initialising the highest-priority
  // one (WebGPU, async): the page's next tfjs call then throws "Backend 'webgl' has not yet been
  // initialized" until that init settles. So nothing is asked of tfjs until a backend is chosen.
  if (!tf.getBackend()) return { numTensors: 0, numBytes: 0 };
  try {
    const m = tf.memory();
    return { numTensors: m.numTensors, numBytes: m.numBytes };
  } catch {
    // No backend yet (or one still initialising): nothing allocated that we could count.
    return { numTensors: 0, numBytes: 0 };
  }
}
