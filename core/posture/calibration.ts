// Calibration state machine, docs/posture-rules.md#calibration: idle -> calibrating (a 10 s countdown whose
// progress rises 10% a second, capped at 95) -> calibrated (progress 100, display reset after
// 2 s). The countdown starts on the first frame with landmarks after start() (the contract: the
// user may not be in view yet). The last 30 frames are kept; the baseline is their median
// (calibration-data.ts says why not the latest frame).
//
// docs/posture-rules.md#calibration, calibration never hangs: losing the person mid-countdown
// PAUSES the countdown (it goes on where it stopped when they are back) instead of cancelling it;
// no usable person for CALIBRATION_NO_PERSON_MS (before or during the countdown), or a baseline
// that cannot be computed, FAILS it with a reason ('too-dark' when the frames were dark) until
// start() (Retry) or cancel(). Time is an argument everywhere.
import {
  CALIBRATION_DARK_LUMA,
  CALIBRATION_DURATION_MS,
  CALIBRATION_KEPT_FRAMES,
  CALIBRATION_NO_PERSON_MS,
  CALIBRATION_PROGRESS_CAP,
  CALIBRATION_PROGRESS_PER_SECOND,
  CALIBRATION_PROGRESS_RESET_MS,
  SETUP_MATCH_MIN_FRAMES,
  SETUP_MATCH_MS,
} from './constants.ts';
import { baselineFromFrames, type CalibrationData } from './calibration-data.ts';
import { cueSpread } from './cue-spread.ts';
import type { PostureFeatures } from './features.ts';
import type {
  Calibration,
  CalibrationEvent,
  CalibrationProblem,
  CalibrationView,
} from './calibration-types.ts';
import { medianFeatures, pickSetup, type SetupChoice } from './setups.ts';

export type {
  Calibration,
  CalibrationEvent,
  CalibrationProblem,
  CalibrationView,
} from './calibration-types.ts';

const secondsLeft = (elapsed: number) =>
  Math.max(0, Math.ceil((CALIBRATION_DURATION_MS - elapsed) / 1000));

export function calibrationProgress(elapsedMs: number): number {
  const p = Math.floor((Math.max(0, elapsedMs) * CALIBRATION_PROGRESS_PER_SECOND) / 1000);
  return Math.min(CALIBRATION_PROGRESS_CAP, p);
}

type Phase = 'idle' | 'waiting' | 'running' | 'paused' | 'failed';

export function createCalibration(initial: CalibrationData | null = null): Calibration {
  let data = initial;
  let phase: Phase = 'idle';
  let countdownFrom = 0;
  /** Countdown time already done when it paused. */
  let elapsed = 0;
  /** Since when no usable person was seen (waiting or paused). */
  let absentSince = 0;
  let dark = false;
  let failure: CalibrationProblem | null = null;
  let completedAt: number | null = null;
  let frames: PostureFeatures[] = [];
  let setup: string | null = null;
  let setupFit: number | undefined;
  /** Setups still to match in this calibration's first seconds (emptied once matched). */
  let matching: SetupChoice['setups'] = [];

  const stop = () => {
    phase = 'idle';
    frames = [];
    failure = null;
    matching = [];
  };
  const fail = (why: CalibrationProblem): CalibrationEvent => {
    phase = 'failed';
    frames = [];
    failure = why;
    return 'failed';
  };

  const complete = (
    baseline: CalibrationData,
    name: string | null,
    now: number,
  ): CalibrationEvent => {
    stop();
    data = baseline;
    setup = name;
    completedAt = now;
    return 'completed';
  };

  return {
    start(now, choice) {
      const first = choice?.setups[0];
      if (choice?.forced && first) {
        stop();
        data = first.baseline;
        setup = first.name;
        completedAt = now;
        return;
      }
      matching = choice?.setups ?? [];
      setupFit = undefined;
      phase = 'waiting';
      frames = [];
      completedAt = null;
      failure = null;
      elapsed = 0;
      absentSince = now;
      dark = false;
    },
    cancel: stop,
    reset() {
      stop();
      data = null;
      setup = null;
      completedAt = null;
    },
    load(next, name = null) {
      stop();
      data = next;
      setup = name;
    },
    observe(gate, features, now, brightness = null) {
      if (phase === 'idle' || phase === 'failed') return null;
      if (brightness !== null) dark = brightness < CALIBRATION_DARK_LUMA;
      const person = gate === 'ok' && features !== null;
      if (phase === 'waiting' || phase === 'paused') {
        if (!person) {
          if (now - absentSince < CALIBRATION_NO_PERSON_MS) return null;
          return fail(dark ? 'too-dark' : 'no-person');
        }
        countdownFrom = phase === 'waiting' ? now : now - elapsed;
        phase = 'running';
      } else if (gate === 'No pose' || gate === 'Missing landmarks') {
        phase = 'paused';
        elapsed = now - countdownFrom;
        absentSince = now;
        return 'paused';
      }
      // A low-confidence frame is not kept, but the countdown runs on.
      if (person) {
        frames.push(features);
        if (frames.length > CALIBRATION_KEPT_FRAMES) frames.shift();
      }
      if (
        matching.length > 0 &&
        now - countdownFrom >= SETUP_MATCH_MS &&
        frames.length >= SETUP_MATCH_MIN_FRAMES
      ) {
        const setups = matching;
        matching = [];
        const fit = pickSetup(setups, medianFeatures(frames));
        setupFit = fit.distance;
        const found = setups.find((s) => s.name === fit.name);
        if (found) return complete(found.baseline, found.name, now);
      }
      if (now - countdownFrom < CALIBRATION_DURATION_MS) return null;
      const baseline = baselineFromFrames(frames, now);
      if (!baseline) return fail('no-baseline');
      return complete({ ...baseline, spread: cueSpread(frames, baseline) }, null, now);
    },
    view(now) {
      const calibrating = (t: number, problem: CalibrationProblem | null): CalibrationView => ({
        status: 'Calibrating...',
        progress: calibrationProgress(t),
        secondsRemaining: secondsLeft(t),
        data,
        problem,
        setup: null,
      });
      if (phase === 'waiting') return calibrating(0, null);
      if (phase === 'failed') return calibrating(0, failure);
      if (phase === 'paused') return calibrating(elapsed, 'person-lost');
      if (phase === 'running') return calibrating(now - countdownFrom, null);
      const showDone = completedAt !== null && now - completedAt < CALIBRATION_PROGRESS_RESET_MS;
      return {
        status: data ? 'Calibrated' : 'Not calibrated',
        progress: showDone ? 100 : 0,
        secondsRemaining: 0,
        data,
        problem: null,
        setup: data ? setup : null,
        ...(setupFit === undefined ? {} : { setupFit }),
      };
    },
    get calibrating() {
      return phase !== 'idle';
    },
    get data() {
      return data;
    },
  };
}
