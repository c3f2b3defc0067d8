// The pose worker's frame loop (docs/architecture.md#threads): reads every camera frame, sends one to inference
// when a slot is open (newest frame wins), forwards frames to the draw worker at <=15 fps and
// closes the rest at once so the camera never stalls. Every VideoFrame and ImageBitmap is closed.
// The analysis step is in analysis.ts, the shared state in loop-state.ts, the reports in loop-report.ts.
import { PLACEHOLDERS } from '../../core/protocol/draw.ts';
import type { EngineSummary } from '../../core/posture/engine.ts';
import { routeFrame } from './cadence.ts';
import { now } from './clock.ts';
import { isReady, isWarm } from './detector.ts';
import { keepAlert, throttle } from './throttle.ts';
import { prime, startAnalysis, type Frame } from './analysis.ts';
import { cadence, loop, toDraw } from './loop-state.ts';

let reader: ReadableStreamDefaultReader<VideoFrame> | null = null;
/**
 * While the loop waits to analyse, a reference (VideoFrame.clone()) to the newest camera
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

/** Starts a tracking run. `onSummary` gets at most 10 engine summaries a second. */
export function startLoop(onSummary: (s: EngineSummary) => void): void {
  loop.summaries?.cancel();
  loop.summaries = throttle(100, onSummary, now, keepAlert);
  cadence.drawing = true;
  cadence.analysing = false;
  cadence.lowPower = false;
  loop.primed = 'no';
  release();
  loop.runReceived = 0;
  toDraw({ type: 'placeholder', text: PLACEHOLDERS.loading });
}

/** docs/posture-rules.md#monitoring-flow: the detection loop starts ~1 s after the camera connects. */
export function setAnalysing(on: boolean): void {
  cadence.analysing = on;
  loop.readyAt = now();
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
  return { draw: r.draw, analyse: r.analyse && isReady() && loop.primed !== 'pending' };
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
  loop.runReceived = 0;
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
  loop.received++;
  loop.runReceived++;
  const t = now();
  const next = route(t);
  // While a model (re)loads, frames are only drawn; while the priming estimate runs, too.
  if (!cadence.analysing && cadence.drawing && loop.primed === 'no' && isWarm()) {
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
  loop.summaries?.flush();
  loop.summaries?.cancel();
  loop.summaries = null;
  await stopReading();
  toDraw({ type: 'landmarks', points: null });
  toDraw({ type: 'placeholder', text: PLACEHOLDERS.stopped });
}
