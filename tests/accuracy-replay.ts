// The replay half of `npm run accuracy` (scripts/accuracy.mjs caches the landmarks): cached
// BlazePose landmarks -> the engine. Pure: no browser, no files. Its tables: accuracy-tables.ts.
import {
  createPostureEngine,
  type EngineTuning,
  type EngineSummary,
  type PostureSettings,
} from '../core/posture/engine.ts';
import { toPoseFrame, type DetectedPose } from '../core/posture/from-pose-detection.ts';
import { createStatusHold } from '../core/posture/status-hold.ts';
import { CALIBRATION_DURATION_MS } from '../core/posture/constants.ts';
import type { CalibrationData } from '../core/posture/calibration-data.ts';
import type { PoseFrame } from '../core/posture/types.ts';

export type Label = 'good' | 'slouched';

/** One cached frame: a still (file) or a video sample (file = `video@seconds`). */
export interface CachedFrame {
  file: string;
  label: Label;
  /** Seconds into the video; absent for stills. */
  t?: number;
  keypoints: DetectedPose['keypoints'] | null;
  keypoints3D: DetectedPose['keypoints3D'] | null;
}

export interface LandmarkCache {
  kind: 'stills' | 'video' | 'rows';
  width: number;
  height: number;
  frames: CachedFrame[];
}

export interface LabelledFrame {
  file: string;
  label: Label;
  t?: number;
  frame: PoseFrame | null;
}

export function framesOf(cache: LandmarkCache): LabelledFrame[] {
  return cache.frames.map((f) => ({
    file: f.file,
    label: f.label,
    ...(f.t === undefined ? {} : { t: f.t }),
    frame: f.keypoints
      ? toPoseFrame(
          { keypoints: f.keypoints, keypoints3D: f.keypoints3D ?? undefined },
          cache.width,
          cache.height,
          0,
        )
      : null,
  }));
}

const STEP_MS = 100;
const STILL_HOLD_STEPS = 10;

export interface Judged {
  item: LabelledFrame;
  summary: EngineSummary;
  /** The status shows a posture problem (the app's status hold over every analysis so far). */
  shown: boolean;
}

export interface Replay {
  calibration: CalibrationData;
  judged: Judged[];
}

/** The share of a sitting's good stills or rows, from its start, that calibration sees. */
export const CALIBRATION_SHARE = 0.4;

/**
 * The protocol of docs/posture-rules.md#accuracy, close to real use: calibrate on the start of a
 * sitting, judge the rest. Stills and rows: calibrated on the first 40 % of the good ones in
 * order, spread over the 10 s countdown at 10 Hz as a camera would show them (the engine keeps
 * the last 30 analyses, the end of the window, as in the app), then the other good
 * ones and every slouched one are judged in order, a still held 1 s (10 analyses), a row one
 * analysis (rows are consecutive video frames). Video: the engine runs at the app's 10 Hz over the
 * samples in time order (each held until the next), calibrating on the first 10 s, which must be
 * labelled good; every sample after calibration is judged.
 */
export function replay(
  kind: LandmarkCache['kind'],
  items: LabelledFrame[],
  settings: Partial<PostureSettings>,
  tuning: Partial<EngineTuning> = {},
  personal = false,
): Replay {
  const engine = createPostureEngine({ settings, tuning });
  let now = 0;
  engine.startCalibration(now);
  let calibration: CalibrationData | null = null;
  const judged: Judged[] = [];
  // What the status shows, as src/state/monitoring/screen-store.ts holds it, analysis by analysis.
  const statusHold = createStatusHold();
  let shown = false;
  /** How far the example pushed the clock past the sitting's own (video: its sample times). */
  let shift = 0;
  const step = (frame: PoseFrame | null, time: number) => {
    const at = time + shift;
    const s = engine.step(frame ? { ...frame, timestamp: at } : null, at);
    if (s && calibration) {
      shown = statusHold.update(s.message, s.issues, at, s.poor).issues.length > 0;
      // The baseline as it now stands (with the slouch example once given).
      if (s.calibration.data) calibration = s.calibration.data;
    }
    return s;
  };
  // Personal: the first EXAMPLE_MS of the sitting's slouch, shown right after calibration as the
  // 'Now slouch the way you usually do' step would, and left out of the judged checks.
  const example = personal ? exampleItems(kind, items) : new Set<LabelledFrame>();
  const giveExample = (at: number): number => {
    if (!example.size) return at;
    engine.startSlouchExample(at + shift);
    let t = at;
    const hold = kind === 'rows' ? 1 : STILL_HOLD_STEPS; // a clip's samples are 1 s apart
    const frames = [...example];
    for (let i = 0; engine.recordingSlouchExample && i < 10_000; i++) {
      t += STEP_MS;
      step(frames[Math.min(frames.length - 1, Math.floor(i / hold))]!.frame, t);
    }
    return t;
  };
  if (kind !== 'video') {
    const good = items.filter((s) => s.label === 'good');
    const calib = good.slice(0, Math.ceil(good.length * CALIBRATION_SHARE)).filter((s) => s.frame);
    if (calib.length === 0) throw new Error('no good still or row with a pose to calibrate on');
    const steps = CALIBRATION_DURATION_MS / STEP_MS + 1;
    for (let i = 0; i < 1000 && !calibration; i++) {
      now += STEP_MS;
      const at = Math.min(calib.length - 1, Math.floor((i * calib.length) / steps));
      const s = step(calib[at]!.frame, now);
      if (s?.calibration.event === 'completed') calibration = s.calibration.data;
    }
    now = giveExample(now);
    const hold = kind === 'stills' ? STILL_HOLD_STEPS : 1;
    const rest = [
      ...good.slice(Math.ceil(good.length * CALIBRATION_SHARE)),
      ...items.filter((s) => s.label !== 'good' && !example.has(s)),
    ];
    for (const item of rest) {
      let last: EngineSummary | null = null;
      for (let k = 0; k < hold; k++) {
        now += STEP_MS;
        last = step(item.frame, now) ?? last;
      }
      judged.push({ item, summary: last!, shown });
    }
  } else {
    const sorted = [...items].sort((a, b) => a.t! - b.t!);
    for (const [i, item] of sorted.entries()) {
      const until = (sorted[i + 1]?.t ?? item.t! + 0.5) * 1000;
      let last: EngineSummary | null = null;
      for (now = item.t! * 1000; now < until; now += STEP_MS) {
        const s = step(item.frame, now);
        if (s?.calibration.event === 'completed') {
          calibration = s.calibration.data;
          shift += giveExample(now) - now;
        } else if (s?.calibration.event === 'cancelled')
          throw new Error(`calibration cancelled at ${now} ms`);
        if (s) last = s;
      }
      if (!calibration && item.label !== 'good')
        throw new Error(`calibration needs 10 s of good frames; ${item.file} is not`);
      if (
        calibration &&
        !example.has(item) &&
        last?.calibration.status === 'Calibrated' &&
        last.calibration.event !== 'completed'
      ) {
        judged.push({ item, summary: last, shown });
      }
    }
  }
  if (!calibration) throw new Error('calibration did not complete');
  return { calibration, judged };
}

/** How much of a sitting's slouch the personal replay gives as the example. */
export const EXAMPLE_MS = 5000;

/**
 * The first EXAMPLE_MS of the sitting's slouch: stills held 1 s each (the first 5), rows (video
 * frames at 10 Hz, the first 50), a clip's samples within 5 s of its first slouched one.
 */
export function exampleItems(
  kind: LandmarkCache['kind'],
  items: LabelledFrame[],
): Set<LabelledFrame> {
  const slouched = items.filter((i) => i.label === 'slouched');
  if (kind === 'video') {
    const first = Math.min(...slouched.map((i) => i.t!));
    return new Set(slouched.filter((i) => i.t! < first + EXAMPLE_MS / 1000));
  }
  const n = kind === 'stills' ? EXAMPLE_MS / 1000 : EXAMPLE_MS / STEP_MS;
  return new Set(slouched.slice(0, n));
}
