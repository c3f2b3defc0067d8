// Calibration state machine, spec §4 "Calibration": idle -> calibrating (a 10 s countdown whose
// progress rises 10% a second, capped at 95) -> calibrated (progress 100, display reset after
// 2 s). The countdown starts on the first frame with landmarks after start() (the contract: the
// user may not be in view yet). Losing the landmarks mid-countdown, or a baseline that cannot be
// computed, cancels it. The last 30 frames are kept; the baseline is their median
// (calibration-data.ts says why not the latest frame).
import {
  CALIBRATION_DURATION_MS,
  CALIBRATION_KEPT_FRAMES,
  CALIBRATION_PROGRESS_CAP,
  CALIBRATION_PROGRESS_PER_SECOND,
  CALIBRATION_PROGRESS_RESET_MS,
} from './constants';
import { baselineFromFrames, type CalibrationData } from './calibration-data';
import type { PostureFeatures } from './features';
import type { GateResult } from './gate';
import type { CalibrationStatus } from './types';

export type CalibrationEvent = 'completed' | 'cancelled' | null;

export interface CalibrationView {
  status: CalibrationStatus;
  /** 0..100 */
  progress: number;
  secondsRemaining: number;
  data: CalibrationData | null;
}

export interface Calibration {
  start(now: number): void;
  cancel(): void;
  reset(): void;
  load(data: CalibrationData): void;
  /** Feeds one analysed frame (features null unless the gate passed). */
  observe(gate: GateResult, features: PostureFeatures | null, now: number): CalibrationEvent;
  view(now: number): CalibrationView;
  readonly calibrating: boolean;
  readonly data: CalibrationData | null;
}

const secondsLeft = (elapsed: number) => Math.max(0, Math.ceil((CALIBRATION_DURATION_MS - elapsed) / 1000));

export function calibrationProgress(elapsedMs: number): number {
  const p = Math.floor((Math.max(0, elapsedMs) * CALIBRATION_PROGRESS_PER_SECOND) / 1000);
  return Math.min(CALIBRATION_PROGRESS_CAP, p);
}

export function createCalibration(initial: CalibrationData | null = null): Calibration {
  let data = initial;
  let phase: 'idle' | 'waiting' | 'running' = 'idle';
  let countdownFrom = 0;
  let completedAt: number | null = null;
  let frames: PostureFeatures[] = [];

  const stop = () => {
    phase = 'idle';
    frames = [];
  };

  return {
    start() {
      phase = 'waiting';
      frames = [];
      completedAt = null;
    },
    cancel: stop,
    reset() {
      stop();
      data = null;
      completedAt = null;
    },
    load(next) {
      stop();
      data = next;
    },
    observe(gate, features, now) {
      if (phase === 'idle') return null;
      const landmarksLost = gate === 'No pose' || gate === 'Missing landmarks';
      if (phase === 'waiting') {
        if (gate !== 'ok' || !features) return null;
        phase = 'running';
        countdownFrom = now;
      } else if (landmarksLost) {
        stop();
        return 'cancelled';
      }
      // A low-confidence frame is not kept, but the countdown runs on.
      if (gate === 'ok' && features) {
        frames.push(features);
        if (frames.length > CALIBRATION_KEPT_FRAMES) frames.shift();
      }
      if (now - countdownFrom < CALIBRATION_DURATION_MS) return null;
      const baseline = baselineFromFrames(frames, now);
      stop();
      if (!baseline) return 'cancelled';
      data = baseline;
      completedAt = now;
      return 'completed';
    },
    view(now) {
      if (phase === 'waiting') {
        return { status: 'Calibrating...', progress: 0, secondsRemaining: CALIBRATION_DURATION_MS / 1000, data };
      }
      if (phase === 'running') {
        const elapsed = now - countdownFrom;
        return { status: 'Calibrating...', progress: calibrationProgress(elapsed), secondsRemaining: secondsLeft(elapsed), data };
      }
      const showDone = completedAt !== null && now - completedAt < CALIBRATION_PROGRESS_RESET_MS;
      return { status: data ? 'Calibrated' : 'Not calibrated', progress: showDone ? 100 : 0, secondsRemaining: 0, data };
    },
    get calibrating() {
      return phase !== 'idle';
    },
    get data() {
      return data;
    },
  };
}
