// Wires camera -> frame source -> pose worker -> draw worker (DESIGN.md §1) and runs the spec's
// monitoring timeline (spec §4). No React here: the store (src/state/monitor.ts) drives it and
// receives events, at most 10 summaries a second.
import * as Comlink from 'comlink';
import type { EngineSummary } from '../../workers/pose/posture.ts';
import type {
  BackendName,
  DetectorInfo,
  LoadProgress,
  ModelType,
} from '../../workers/pose/detector.ts';
import { createCamera, type CameraStatus } from './camera.ts';
import { createDrawBridge } from './draw-bridge.ts';
import {
  chooseFrameSource,
  startVideoPump,
  trackReadable,
  type FrameSourceKind,
  type VideoPump,
} from './frame-source.ts';
import { createPoseBridge } from './pose-bridge.ts';

export type { BackendName, DetectorInfo, EngineSummary, LoadProgress, ModelType };

/** Spec §4: the detection loop starts ~1 s after the camera connects, calibration 0.5 s later. */
export const DETECTION_DELAY_MS = 1000;
export const CALIBRATION_DELAY_MS = 500;

export interface PipelineOptions {
  backend: BackendName | 'auto';
  modelType: ModelType;
  forceFallback: boolean;
}

export interface StartOptions {
  /** Spec §4: calibration starts 1.5 s after tracking begins; a resume keeps the baseline. */
  calibrate: boolean;
}

export interface PipelineEvents {
  camera(status: CameraStatus, detail: string | null): void;
  modelProgress(p: LoadProgress): void;
  modelReady(info: DetectorInfo): void;
  modelError(message: string): void;
  frameSource(kind: FrameSourceKind): void;
  summary(s: EngineSummary): void;
}

const wait = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms));

export function createPipeline(options: PipelineOptions, events: PipelineEvents) {
  const pose = createPoseBridge();
  const draw = createDrawBridge();
  const camera = createCamera(events.camera);
  let ready: Promise<boolean> | null = null;
  let pump: VideoPump | null = null;
  let run = 0;
  let drawConnected = false;
  let modelReady = false;
  // Set once the spec's 1 s has passed in a tracking run; detection starts when the model is ready
  // too, which may be later (slow load, or a Retry after a failed load).
  let detectionDue: { run: number; calibrate: boolean } | null = null;

  async function maybeStartDetection(): Promise<void> {
    const due = detectionDue;
    if (!due || due.run !== run || !modelReady) return;
    detectionDue = null;
    await pose.api().setAnalysing(true);
    if (!due.calibrate) return;
    await wait(CALIBRATION_DELAY_MS);
    if (due.run === run) await pose.api().startCalibration();
  }

  const onVisibility = () => void pose.api().setHidden(document.hidden);

  let loads = 0;
  function initDetector(modelType = options.modelType): Promise<boolean> {
    modelReady = false;
    const load = ++loads;
    const current = () => load === loads;
    ready = pose
      .api()
      .init({ modelType, backend: options.backend }, Comlink.proxy(events.modelProgress))
      .then((info) => {
        if (!current()) return false;
        modelReady = true;
        events.modelReady(info);
        void maybeStartDetection();
        return true;
      })
      .catch((e: unknown) => {
        // A superseded load (Retry, model switch) fails on purpose; only the newest one reports.
        if (!current()) return false;
        modelReady = false;
        events.modelError(e instanceof Error ? e.message : String(e));
        return false;
      });
    return ready;
  }

  function mountCanvas(host: HTMLElement): void {
    draw.mount(host);
  }

  async function start(opts: StartOptions = { calibrate: true }): Promise<boolean> {
    const mine = ++run;
    const api = pose.api();
    if (!drawConnected) {
      const port = draw.port();
      await api.connectDraw(Comlink.transfer(port, [port]));
      drawConnected = true;
    }
    const stream = await camera.start();
    if (!stream || mine !== run) return false;
    const track = stream.getVideoTracks()[0];
    if (!track) return false;
    await api.setHidden(document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    const probe = benchProbe();
    if (probe) probe.timings = () => api.timings(); // the bench reads the worker's ring buffer
    await api.startLoop(Comlink.proxy(withLatencyProbe(events.summary)));
    const kind = chooseFrameSource(options.forceFallback);
    events.frameSource(kind);
    if (kind === 'track-processor') {
      const readable = trackReadable(track);
      void api.consume(Comlink.transfer(readable, [readable]));
    } else {
      pump = startVideoPump(
        stream,
        (bmp, ts) => void api.pushFrame(Comlink.transfer(bmp, [bmp]), ts),
      );
    }
    void (async () => {
      await wait(DETECTION_DELAY_MS);
      if (mine !== run) return;
      detectionDue = { run: mine, calibrate: opts.calibrate };
      await (ready ?? initDetector());
      await maybeStartDetection();
    })();
    return true;
  }

  async function stop(): Promise<void> {
    run++;
    detectionDue = null;
    document.removeEventListener('visibilitychange', onVisibility);
    pump?.stop();
    pump = null;
    camera.stop();
    if (pose.started) await pose.api().stopLoop();
  }

  return {
    initDetector,
    mountCanvas,
    start,
    stop,
    /** End Session: stops and clears analytics and score (spec §4). */
    async end() {
      await stop();
      if (pose.started) {
        await pose.api().resetAnalytics();
        await pose.api().resetScore();
      }
    },
    pose: () => pose.api(),
    async dispose() {
      await stop();
      await pose.dispose();
      draw.dispose();
    },
  };
}

export type Pipeline = ReturnType<typeof createPipeline>;

/**
 * bench/browser.bench.ts defines `__postureBench = { latencies: [] }` before the page loads; then
 * each summary's frame-arrival-to-main-thread latency (ms) is recorded there. Otherwise a no-op.
 */
function withLatencyProbe(onSummary: (s: EngineSummary) => void) {
  const sink = benchProbe()?.latencies;
  if (!sink) return onSummary;
  return (s: EngineSummary & { frameArrivedAt?: number }) => {
    if (s.frameArrivedAt) sink.push(performance.timeOrigin + performance.now() - s.frameArrivedAt);
    onSummary(s);
  };
}

function benchProbe() {
  const probe = (globalThis as { __postureBench?: { latencies?: number[]; timings?: unknown } })
    .__postureBench;
  return probe && Array.isArray(probe.latencies) ? probe : null;
}
