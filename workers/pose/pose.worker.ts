// Pose worker entry: exposes the plain functions of detector.ts, frame-loop.ts (with loop-state.ts
// and loop-report.ts) and posture.ts (docs/architecture.md#folders) as PoseApi, the contract in
// core/protocol/pose.ts the page calls.
import * as Comlink from 'comlink';
import type { SetupChoice } from '../../core/posture/setups.ts';
import type { PoseApi } from '../../core/protocol/pose.ts';
import { now } from './clock.ts';
import {
  abortInit,
  detectorInfo,
  disposeDetector,
  initDetector,
  isReady,
  memory,
} from './detector.ts';
import * as frameLoop from './frame-loop.ts';
import { connectDraw } from './loop-state.ts';
import { health, latestPose, modelLoaded, recentInference, timings } from './loop-report.ts';
import * as posture from './posture.ts';
import { loseGpu } from './gpu-watch.ts';

// Every export of frame-loop.ts is a PoseApi call (startLoop, consume, pushFrame, the loop's
// switches, stopLoop): an export that is not fails to compile here.
const loopCalls: Pick<PoseApi, keyof typeof frameLoop> = frameLoop;

const api: PoseApi = {
  /** Loads the models (progress in bytes), probes the backends, warms up. Rejects with a readable message. */
  init: (options, onProgress) =>
    initDetector({ ...options, ...(onProgress ? { onProgress } : {}) }).then((info) => {
      modelLoaded();
      posture.setPoseModel(info.modelType);
      return info;
    }),
  /** The page's AbortSignal fired for the load in progress. */
  abortInit,
  isReady,
  detectorInfo,
  connectDraw,
  ...loopCalls,
  configureEngine: posture.configureEngine,
  startCalibration: (choice?: SetupChoice) => posture.startCalibration(now(), choice),
  cancelCalibration: posture.cancelCalibration,
  resetCalibration: posture.resetCalibration,
  loadCalibration: posture.loadCalibration,
  setSettings: posture.setSettings,
  resetScore: posture.resetScore,
  resetAnalytics: posture.resetAnalytics,
  startSlouchExample: (durationMs?: number) => posture.startSlouchExample(now(), durationMs),
  recordingSlouchExample: posture.recordingSlouchExample,
  cancelSlouchExample: posture.cancelSlouchExample,
  slouchingNow: posture.slouchingNow,
  dropSlouchExample: posture.dropSlouchExample,
  setSlouchExample: posture.setSlouchExample,
  slouchExample: posture.slouchExample,
  cueLines: posture.cueLines,
  timings,
  recentInference,
  /** Whether the loop is analysing, and for how long the analysis in flight has run (watchdog). */
  health,
  /** Keypoints of the last analysed frame (tests and debugging; not per-frame traffic). */
  latestPose,
  memory,
  /** ?debug only: loses the WebGL context / destroys the WebGPU device, as a GPU reset would. */
  loseGpu,
  dispose: async () => {
    await frameLoop.stopLoop();
    disposeDetector();
  },
};

Comlink.expose(api);
