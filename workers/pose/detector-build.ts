// Building the BlazePose detector from fetched model files: the raised detection threshold and the
// warm-up estimate that compiles both paths before the model is reported ready (detector.ts).
import * as tf from '@tensorflow/tfjs-core';
import * as poseDetection from '@tensorflow-models/pose-detection';
import type { io } from '@tensorflow/tfjs-core';
import type { ModelType } from '../../core/protocol/pose.ts';
import { isSoftwareRenderer, webglRenderer } from './software-gl.ts';

/**
 * docs/constants.md#pose-options: min detection confidence 0.6, min tracking confidence 0.5. The tfjs
 * runtime has neither option: its person detector keeps candidates from 0.5, and its landmark
 * model drops a tracked pose whose presence score falls under 0.5 (BLAZEPOSE_POSE_PRESENCE_SCORE),
 * which is already the documented tracking confidence. The detection threshold is raised here.
 */
export const MIN_DETECTION_CONFIDENCE = 0.6;

type Detection = { score?: number[] };

/**
 * Drops person detections under `min` before BlazePose builds its region of interest from them.
 * pose-detection 2.1.3 (pinned) runs detection through the detector's own `detectPose` method;
 * e2e/models.e2e.ts checks that the threshold really applies, so an upgrade that renames it fails
 * there instead of silently dropping the rule.
 */
function requireDetectionConfidence(d: poseDetection.PoseDetector, min: number): void {
  const inner = d as unknown as { detectPose?: (image: unknown) => Promise<Detection[]> };
  const detectPose = inner.detectPose;
  if (typeof detectPose !== 'function') {
    console.warn('[pose] BlazePose has no detectPose: min detection confidence not applied');
    return;
  }
  inner.detectPose = async (image) =>
    (await detectPose.call(d, image)).filter((det) => (det.score?.[0] ?? 0) >= min);
}

/** The backend in use is a GPU one rasterised on the CPU (SwiftShader, llvmpipe): emulated. */
export function onEmulatedGpu(): boolean {
  return tf.getBackend() !== 'wasm' && isSoftwareRenderer(webglRenderer());
}

export async function build(
  artifacts: io.ModelArtifacts[],
  modelType: ModelType,
  enableSmoothing: boolean,
  minDetectionConfidence: number,
  setWarm: (warm: boolean) => void,
) {
  const [det, lm] = artifacts as [io.ModelArtifacts, io.ModelArtifacts];
  const built = await poseDetection.createDetector(poseDetection.SupportedModels.BlazePose, {
    runtime: 'tfjs',
    modelType,
    enableSmoothing,
    enableSegmentation: false,
    detectorModelUrl: tf.io.fromMemory(det),
    landmarkModelUrl: tf.io.fromMemory(lm),
  });
  requireDetectionConfidence(built, minDetectionConfidence);
  setWarm(false);
  // On an emulated GPU the warm-up's shader compiles hold the worker for 10-30 s in one piece,
  // longer than the page waits for a loading worker to answer (pipeline.ts, SLOW_ANALYSIS_MS):
  // there the first frame pays for them instead, as an analysis the watchdog allows for.
  const warmed = !onEmulatedGpu();
  if (warmed) await warmUp(built);
  setWarm(warmed);
  return built;
}

/**
 * One estimate through both paths of the built detector before the model is reported
 * ready, so the first camera frame does not pay for compiling the pre- and post-processing the
 * probe's bare model passes never ran (WebGL on SwiftShader: 2.5-3 s on the first real frame).
 * A grey frame finds nobody, so the landmark path is entered through a region of interest set as
 * if a person had been tracked (pose-detection 2.1.3's `regionOfInterest`, normalised). The
 * detector is reset afterwards: no state of the dummy frame reaches the first real one.
 */
async function warmUp(d: poseDetection.PoseDetector): Promise<void> {
  if (typeof OffscreenCanvas === 'undefined') return;
  const canvas = new OffscreenCanvas(640, 480);
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.fillStyle = '#808080';
  ctx.fillRect(0, 0, 640, 480);
  const frame = canvas.transferToImageBitmap();
  const config = { maxPoses: 1, flipHorizontal: false };
  try {
    await d.estimatePoses(frame, config, 0);
    const inner = d as unknown as { regionOfInterest?: unknown };
    if ('regionOfInterest' in inner)
      inner.regionOfInterest = {
        xCenter: 0.5,
        yCenter: 0.5,
        width: 0.6,
        height: 0.6,
        rotation: 0.1,
      };
    await d.estimatePoses(frame, config, 33);
  } catch (e) {
    console.warn('[pose] warm-up estimate failed', e);
  } finally {
    frame.close();
    d.reset();
  }
}
