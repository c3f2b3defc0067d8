// The pose worker's frame loop (docs/architecture.md#threads): reads every camera frame, sends one to inference
// when a slot is open (newest frame wins), forwards frames to the draw worker at <=15 fps and
// closes the rest at once so the camera never stalls. Every VideoFrame and ImageBitmap is closed.
import type { DrawMessage, DrawPoint } from '../../core/protocol/draw.ts';
import { PLACEHOLDERS } from '../../core/protocol/draw.ts';
import { analysisInterval, initialCadence, routeFrame } from './cadence.ts';
import { now } from './clock.ts';
import { estimate, isReady, isWarm, type Pose } from './detector.ts';
import { meanLuma } from './brightness.ts';
import { checkGpu } from './gpu-watch.ts';
import type { EngineSummary } from '../../core/posture/engine.ts';
import type { PoseHealth, PoseTimings } from '../../core/protocol/pose.ts';
import { isCalibrating, stepPosture } from './posture.ts';
import { keepAlert, throttle, type Throttled } from './throttle.ts';
import { slim } from './slim.ts';
import { createTimingRing } from './timings.ts';

type Frame = VideoFrame | ImageBitmap;

const cadence = initialCadence();
const ring = createTimingRing(120);
let drawPort: MessagePort | null = null;
let reader: ReadableStreamDefaultReader<VideoFrame> | null = null;
let summaries: Throttled<EngineSummary & { frameArrivedAt?: number }> | null = null;
let readyAt = 0;
let failures = 0;
let analysed = 0;
/** Frames the camera delivered to this worker (analysed, drawn or dropped): the bench's denominator. */
let received = 0;
/** Frames received since the page last handed the camera over (consume) or started a run. */
let runReceived = 0;
let lastPose: Pose | null = null;
/**
 * Issue #13: in the spec's second between the camera and the detection loop, one camera frame
 * goes through the person detector, so the loop's first frame is a tracked one (landmarks only).
 * 'pending' while that estimate runs, 'done' once per tracking run.
 */
let primed: 'no' | 'pending' | 'done' = 'no';
/**
 * Issue #13: while the loop waits to analyse, a reference (VideoFrame.clone()) to the newest camera
 * frame, so the first analysis starts on it at once instead of waiting up to a frame interval for
 * the next one. One at most: the previous is closed as each frame arrives.
 */
let held: { frame: VideoFrame; timestamp: number; at: number } | null = null;
/** An older held frame is not analysed (the camera has stalled or the page was away). */
const HELD_MAX_AGE_MS = 200;

function release(): void {
  held?.frame.close();
  held = null;
}

/** docs/constants.md#score "Recent Episodes shows 5": the page never needs more, and the clone stays small. */
function toDraw(msg: DrawMessage, transfer: Transferable[] = []): void {
  if (drawPort) drawPort.postMessage(msg, transfer);
  else if (msg.type === 'frame') msg.frame.close();
}

export function connectDraw(port: MessagePort): void {
  drawPort?.close();
  drawPort = port;
}

/** Starts a tracking run. `onSummary` gets at most 10 engine summaries a second. */
export function startLoop(onSummary: (s: EngineSummary) => void): void {
  summaries?.cancel();
  summaries = throttle(100, onSummary, now, keepAlert);
  cadence.drawing = true;
  cadence.analysing = false;
  cadence.lowPower = false;
  primed = 'no';
  release();
  runReceived = 0;
  toDraw({ type: 'placeholder', text: PLACEHOLDERS.loading });
}

/** docs/posture-rules.md#monitoring-flow: the detection loop starts ~1 s after the camera connects. */
export function setAnalysing(on: boolean): void {
  cadence.analysing = on;
  readyAt = now();
  const h = held;
  held = null;
  if (!h) return;
  const t = now();
  if (!on || t - h.at > HELD_MAX_AGE_MS || !route(t).analyse) return h.frame.close();
  // The frame was drawn when it arrived: this reference is inference's alone.
  startAnalysis(h.frame, h.timestamp, h.at, false);
}

/** The frame routes of onFrame, plus what holds analysis back: a model (re)loading, the priming estimate. */
function route(t: number) {
  const r = routeFrame(cadence, t);
  return { draw: r.draw, analyse: r.analyse && isReady() && primed !== 'pending' };
}

function startAnalysis(frame: Frame, timestamp: number, arrival: number, draw: boolean): void {
  cadence.busy = true;
  cadence.lastAnalysis = now();
  // analyse() cleans up in its finally; a throw that escapes it (a bug, a lost backend) is
  // logged, and the page's watchdog sees the missing summaries.
  analyse(frame, timestamp, arrival, draw).catch((e: unknown) => {
    if (failures++ % 120 === 0) console.error('[pose] analysis failed', e);
  });
}

/** Main thread tells the worker about page visibility: hidden pages analyse once a second. */
export function setHidden(hidden: boolean): void {
  cadence.hidden = hidden;
}

/** The page's battery policy (src/browser/battery.ts): low power all the time while on. */
export function setBatterySaver(on: boolean): void {
  cadence.battery = on;
}

/** The page says whether the video canvas is on screen (scrolled away or collapsed: not drawn). */
export function setCanvasShown(shown: boolean): void {
  cadence.shown = shown;
}

/** MediaStreamTrackProcessor path: the readable was transferred from the page. */
export async function consume(readable: ReadableStream<VideoFrame>): Promise<void> {
  await stopReading();
  const r = readable.getReader();
  reader = r;
  runReceived = 0;
  for (;;) {
    let res: ReadableStreamReadResult<VideoFrame>;
    try {
      res = await r.read();
    } catch {
      break;
    }
    if (res.done) break;
    if (reader !== r) {
      res.value.close();
      break;
    }
    // VideoFrame.timestamp is in microseconds; pose-detection wants ms.
    onFrame(res.value, res.value.timestamp / 1000);
  }
}

/** Fallback path: the page pushes ImageBitmaps grabbed from a hidden <video>. */
export function pushFrame(bitmap: ImageBitmap, timestampMs: number): void {
  if (!cadence.drawing) return bitmap.close();
  onFrame(bitmap, timestampMs);
}

function onFrame(frame: Frame, timestamp: number): void {
  received++;
  runReceived++;
  const t = now();
  const next = route(t);
  // While a model (re)loads, frames are only drawn; while the priming estimate runs, too.
  if (!cadence.analysing && cadence.drawing && primed === 'no' && isWarm()) {
    void prime(frame, timestamp, next.draw);
    return;
  }
  if (next.analyse) return startAnalysis(frame, timestamp, t, next.draw);
  // VideoFrames only (the track-processor path): an ImageBitmap has no cheap clone.
  if (!cadence.analysing && cadence.drawing && !(frame instanceof ImageBitmap)) {
    release();
    held = { frame: frame.clone(), timestamp, at: t };
  }
  if (next.draw) {
    cadence.lastDraw = t;
    toDraw({ type: 'frame', frame }, [frame]);
  } else frame.close();
}

async function analyse(
  frame: Frame,
  timestamp: number,
  arrival: number,
  draw: boolean,
): Promise<void> {
  const frameWait = Math.max(0, arrival - readyAt);
  const width = 'displayWidth' in frame ? frame.displayWidth : frame.width;
  const height = 'displayHeight' in frame ? frame.displayHeight : frame.height;
  let bmp: ImageBitmap | null = null;
  // Whoever holds `frame` last must close it: the draw worker, inference (as `bmp`) or us.
  let handedOff = false;
  try {
    const t0 = now();
    // A frame that also goes to the draw worker gives inference its own bitmap copy.
    bmp = frame instanceof ImageBitmap && !draw ? frame : await createImageBitmap(frame);
    handedOff = true;
    if (draw) {
      cadence.lastDraw = now();
      toDraw({ type: 'frame', frame }, [frame]);
    } else if (bmp !== frame) frame.close();
    // Only while calibrating: a dark room is then named as the reason nobody is found.
    const brightness = isCalibrating() ? meanLuma(bmp) : null;
    const t1 = now();
    let pose: Pose | null = null;
    try {
      pose = await estimate(bmp, timestamp);
    } catch (e) {
      // docs/api.md#errors: detection failures are logged, but only every 120th in the loop.
      if (failures++ % 120 === 0) console.warn('[pose] detection failed', e);
      checkGpu(); // a lost context makes every estimate fail: report it rather than 'no person'
    }
    bmp.close();
    bmp = null;
    const t2 = now();
    lastPose = pose;
    const summary = stepPosture(pose, width, height, timestamp, arrival, brightness);
    // A step the engine's rate limit skipped keeps the pace it had.
    if (summary) cadence.lowPower = summary.lowPower;
    const t3 = now();
    const points: DrawPoint[] | null = pose
      ? pose.keypoints.map((k) => ({ x: k.x, y: k.y, score: k.score ?? 0 }))
      : null;
    toDraw({ type: 'landmarks', points, width, height });
    // frameArrivedAt (epoch ms, see clock.ts) lets the page measure frame-to-summary latency.
    // The status and the camera's frame rate show low power when the battery asks for it too.
    const lowPower = (summary?.lowPower ?? false) || cadence.battery;
    if (summary) summaries?.({ ...slim(summary), lowPower, frameArrivedAt: arrival });
    const t4 = now();
    analysed++;
    ring.push({
      at: arrival,
      frameWait,
      bitmap: t1 - t0,
      inference: t2 - t1,
      engine: t3 - t2,
      post: t4 - t3,
    });
  } finally {
    if (!handedOff) frame.close();
    bmp?.close();
    cadence.busy = false;
    readyAt = Math.max(
      now(),
      cadence.lastAnalysis + analysisInterval(cadence.hidden, cadence.lowPower || cadence.battery),
    );
  }
}

/**
 * The detection loop's wait (docs/posture-rules.md#monitoring-flow: ~1 s after the camera) is
 * left as the spec has it; only the person detector runs in it, once, on a real frame, where the
 * detector is warm (isWarm: not on an emulated GPU, whose compiles would hold the worker): BlazePose
 * keeps the region of interest it finds, so the first analysed frame costs one landmark pass. The
 * pose is not shown, scored or counted (no summary, no calibration frame, not in the timings).
 */
async function prime(frame: Frame, timestamp: number, draw: boolean): Promise<void> {
  primed = 'pending';
  // The page's watchdog sees the estimate as one in flight (health().busyMs): on a loaded machine
  // it can outlast the 1 s and hold the loop's first summary past 3 s, and a worker that is busy is
  // waited for, not restarted.
  cadence.busy = true;
  cadence.lastAnalysis = now();
  let bmp: ImageBitmap | null = null;
  try {
    bmp = frame instanceof ImageBitmap && !draw ? frame : await createImageBitmap(frame);
    if (draw) {
      cadence.lastDraw = now();
      toDraw({ type: 'frame', frame }, [frame]);
    } else if (bmp !== frame) frame.close();
    await estimate(bmp, timestamp);
  } catch (e) {
    console.warn('[pose] priming estimate failed', e);
    if (!bmp) frame.close();
  } finally {
    bmp?.close();
    cadence.busy = false;
    primed = 'done';
  }
}

async function stopReading(): Promise<void> {
  release();
  const r = reader;
  reader = null;
  if (r) await r.cancel().catch(() => undefined);
}

/** Ends the tracking run: stops reading (releasing the stream), shows 'Tracking stopped'. */
export async function stopLoop(): Promise<void> {
  cadence.drawing = false;
  cadence.analysing = false;
  summaries?.flush();
  summaries?.cancel();
  summaries = null;
  await stopReading();
  toDraw({ type: 'landmarks', points: null });
  toDraw({ type: 'placeholder', text: PLACEHOLDERS.stopped });
}

export function timings(): PoseTimings {
  return {
    frames: ring.toArray(),
    stats: ring.stats(),
    analysed,
    received,
    hidden: cadence.hidden,
    lowPower: cadence.lowPower,
  };
}

/**
 * The page's watchdog asks this when no result came for a while: a live worker that is still in
 * one slow analysis is waited for; one that analyses nothing is restarted.
 */
export function health(): PoseHealth {
  return {
    analysing: cadence.analysing && isReady(),
    busyMs: cadence.busy ? now() - cadence.lastAnalysis : null,
    received,
    runReceived,
    // For the page's log when it restarts a worker: what the loop was doing.
    analysed,
    sinceAnalysisMs: Math.round(now() - cadence.lastAnalysis),
    primed,
    hidden: cadence.hidden,
    lowPower: cadence.lowPower,
  };
}

export function latestPose(): Pose | null {
  return lastPose;
}

/** Frames analysed before this (a model load's end) are another model's. */
let modelSince = 0;

export function modelLoaded(): void {
  modelSince = now();
}

/**
 * Issue #13's model choice: the inference times (ms) of the latest `n` frames the loaded model
 * analysed, oldest first.
 */
export function recentInference(n: number): number[] {
  return ring
    .toArray()
    .filter((f) => f.at >= modelSince)
    .slice(-n)
    .map((f) => f.inference);
}
