// The pose worker's protocol (docs/architecture.md#workers): what the page and workers/pose share.
// Plain data and pure functions, no tfjs: the page imports this file, the worker implements PoseApi.
import type { EngineSummary } from '../posture/engine-types.ts';
import type { DetectedPose } from '../posture/from-pose-detection.ts';
import type { PoseEngineCalls } from './pose-engine.ts';
import type { ReplayPack } from './replay.ts';

export type { EngineSummary };

export type BackendName = 'webgpu' | 'webgl' | 'wasm';

export interface ProbeResult {
  backend: BackendName;
  /** Median ms of one detector + landmark pass after warm-up; null when the backend failed. */
  ms: number | null;
  /** ms of the first (compiling) pass. */
  warmupMs: number | null;
  error?: string;
}

export interface ProbeReport {
  chosen: BackendName;
  results: ProbeResult[];
}

export type ModelType = 'full' | 'lite';

export interface LoadProgress {
  loaded: number;
  total: number;
  /** After the download: 'warm-up' while each backend (`backend`) compiles and runs the model, then
   * 'build'; `step` of `steps` counts stages done, so progress goes on past 100% of the bytes. */
  stage?: 'download' | 'warm-up' | 'build';
  backend?: string;
  step?: number;
  steps?: number;
}

export interface DetectorOptions {
  modelType?: ModelType;
  /** 'auto' probes every backend and keeps the fastest. */
  backend?: BackendName | 'auto';
  /** docs/constants.md#pose-options "smooth landmarks on"; the fixture recorder turns it off. */
  enableSmoothing?: boolean;
  modelBase?: string;
  onProgress?: (p: LoadProgress) => void;
  /** Person-detector score a new track needs (docs/constants.md#pose-options: min detection confidence 0.6). */
  minDetectionConfidence?: number;
  replay?: ReplayPack; // e2e builds only (docs/testing.md#replay): recorded landmarks answer
  slowFullMs?: number; // e2e builds only: added to every estimate of full (a device too slow for it)
}

export interface DetectorInfo {
  backend: BackendName;
  modelType: ModelType;
  probe: ProbeReport;
  loadMs: number;
  replay?: string; // the replay pack's name (e2e builds only)
}

/** docs/constants.md#timing: analysis at most once per 100 ms in the foreground, once per second when hidden. */
export const FOREGROUND_INTERVAL_MS = 100;
export const HIDDEN_INTERVAL_MS = 1000;

/** How long the worker remembers the backend the probe chose (the privacy notice says a week). */
export const REMEMBER_MS = 7 * 24 * 60 * 60 * 1000;

/** Where each analysed frame's time went (the worker's ring buffer; ?debug and bench read it). */
export const STAGES = ['frameWait', 'bitmap', 'inference', 'engine', 'post'] as const;
export type Stage = (typeof STAGES)[number];

export type FrameTiming = Record<Stage, number> & { at: number; total: number };

export interface StageStats {
  count: number;
  /** Per stage: mean and p95 over the buffer, in ms. */
  mean: Record<Stage | 'total', number>;
  p95: Record<Stage | 'total', number>;
}

export interface PoseTimings {
  frames: FrameTiming[];
  stats: StageStats;
  analysed: number;
  received: number;
  hidden: boolean;
  lowPower: boolean;
}

/** What the frame loop is doing, for the page's watchdog and its restart log. */
export interface PoseHealth {
  analysing: boolean;
  busyMs: number | null;
  received: number;
  runReceived: number;
  analysed: number;
  sinceAnalysisMs: number;
  primed: 'no' | 'pending' | 'done';
  /**
   * The model has not run yet on an emulated GPU, where its warm-up was left to the first frame:
   * the analysis in flight compiles every shader (workers/pose/detector-build.ts).
   */
  cold: boolean;
  /**
   * The model runs on an emulated GPU (SwiftShader, llvmpipe: what a machine without a usable GPU
   * gets when its backend is pinned, or when WASM failed): any analysis may compile shaders.
   */
  emulated: boolean;
  hidden: boolean;
  lowPower: boolean;
}

/** The pose worker as workers/pose/pose.worker.ts exposes it (src/pipeline/pose-bridge.ts). */
export interface PoseApi extends PoseEngineCalls {
  /** Loads the models (progress in bytes), probes the backends, warms up. Rejects with a readable message. */
  init(
    options: Omit<DetectorOptions, 'onProgress'>,
    onProgress?: (p: LoadProgress) => void,
  ): Promise<DetectorInfo>;
  /** The page's AbortSignal fired for the load in progress. */
  abortInit(): void;
  isReady(): boolean;
  detectorInfo(): DetectorInfo | null;
  connectDraw(port: MessagePort): void;
  startLoop(onSummary: (s: EngineSummary) => void): void;
  /** Resolves when the stream ends or is cancelled. */
  consume(readable: ReadableStream<VideoFrame>): Promise<void>;
  pushFrame(bitmap: ImageBitmap, timestampMs: number): void;
  setAnalysing(on: boolean): void;
  setHidden(hidden: boolean): void;
  setBatterySaver(on: boolean): void;
  setCanvasShown(shown: boolean): void;
  stopLoop(): Promise<void>;
  timings(): PoseTimings;
  recentInference(n: number): number[];
  /** Whether the loop is analysing, and for how long the analysis in flight has run (watchdog). */
  health(): PoseHealth;
  /** Keypoints of the last analysed frame (tests and debugging; not per-frame traffic). */
  latestPose(): DetectedPose | null;
  memory(): { numTensors: number; numBytes: number };
  /** ?debug only: loses the WebGL context / destroys the WebGPU device, as a GPU reset would. */
  loseGpu(): boolean;
  dispose(): Promise<void>;
}

// A lost WebGL context or WebGPU device (docs/architecture.md#pose-model): the pose worker reports it as
// an uncaught error whose message starts with GPU_LOST_PREFIX, the worker bridge turns that into a
// failure, and the page restarts analysis on the next backend.

export const GPU_LOST_PREFIX = 'The graphics device was lost';

/** The worker's error message for a lost `backend`. */
export function gpuLostMessage(backend: BackendName): string {
  return `${GPU_LOST_PREFIX} (${backend})`;
}

/** The backend named in a (possibly wrapped) gpuLostMessage, or null for any other failure. */
export function lostBackend(message: string): BackendName | null {
  const at = message.indexOf(GPU_LOST_PREFIX);
  if (at < 0) return null;
  const m = /^ \((webgpu|webgl|wasm)\)/.exec(message.slice(at + GPU_LOST_PREFIX.length));
  return (m?.[1] as BackendName | undefined) ?? null;
}

/** After a forced backend is lost, the next one down: WebGPU -> WebGL -> WASM (WASM has no GPU). */
const FALLBACK: Record<BackendName, BackendName> = { webgpu: 'webgl', webgl: 'wasm', wasm: 'wasm' };

/**
 * The backend to restart on after `lost`: the fastest other backend the probe found working, else
 * the next one down from `lost`.
 */
export function nextBackend(lost: BackendName, probe?: ProbeReport | null): BackendName {
  const ok = (probe?.results ?? []).filter((r) => r.backend !== lost && r.warmupMs !== null);
  if (ok.length === 0) return FALLBACK[lost];
  const score = (r: (typeof ok)[number]) => r.ms ?? r.warmupMs!;
  return ok.reduce((best, r) => (score(r) < score(best) ? r : best)).backend;
}

/** What the page shows while it restarts after a GPU loss. */
export function gpuLostStatus(lost: BackendName, next: BackendName): string {
  return `${GPU_LOST_PREFIX} (${lost}); analysis restarts on ${next}`;
}
