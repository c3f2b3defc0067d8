// The frame loop's analysis step: one frame through the detector and the engine (analyse), and the
// priming estimate before the detection loop starts (prime). Every frame and bitmap is closed.
import type { DrawPoint } from '../../core/protocol/draw.ts';
import { analysisInterval } from './cadence.ts';
import { now } from './clock.ts';
import { estimate, type Pose } from './detector.ts';
import { meanLuma } from './brightness.ts';
import { checkGpu } from './gpu-watch.ts';
import { isCalibrating, stepPosture } from './posture.ts';
import { slim } from './slim.ts';
import { cadence, loop, ring, toDraw } from './loop-state.ts';

export type Frame = VideoFrame | ImageBitmap;

export function startAnalysis(
  frame: Frame,
  timestamp: number,
  arrival: number,
  draw: boolean,
): void {
  cadence.busy = true;
  cadence.lastAnalysis = now();
  // analyse() cleans up in its finally; a throw that escapes it (a bug, a lost backend) is
  // logged, and the page's watchdog sees the missing summaries.
  analyse(frame, timestamp, arrival, draw).catch((e: unknown) => {
    if (loop.failures++ % 120 === 0) console.error('[pose] analysis failed', e);
  });
}

async function analyse(
  frame: Frame,
  timestamp: number,
  arrival: number,
  draw: boolean,
): Promise<void> {
  const frameWait = Math.max(0, arrival - loop.readyAt);
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
      if (loop.failures++ % 120 === 0) console.warn('[pose] detection failed', e);
      checkGpu(); // a lost context makes every estimate fail: report it rather than 'no person'
    }
    bmp.close();
    bmp = null;
    const t2 = now();
    loop.lastPose = pose;
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
    if (summary) loop.summaries?.({ ...slim(summary), lowPower, frameArrivedAt: arrival });
    const t4 = now();
    loop.analysed++;
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
    loop.readyAt = Math.max(
      now(),
      cadence.lastAnalysis + analysisInterval(cadence.hidden, cadence.lowPower || cadence.battery),
    );
  }
}

/**
 * The detection loop's wait (docs/posture-rules.md#monitoring-flow: ~1 s after the camera) is
 * left as it is; only the person detector runs in it, once, on a real frame, where the
 * detector is warm (isWarm: not on an emulated GPU, whose compiles would hold the worker): BlazePose
 * keeps the region of interest it finds, so the first analysed frame costs one landmark pass. The
 * pose is not shown, scored or counted (no summary, no calibration frame, not in the timings).
 */
export async function prime(frame: Frame, timestamp: number, draw: boolean): Promise<void> {
  loop.primed = 'pending';
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
    loop.primed = 'done';
  }
}
