// Loads the real seated landmarks (tests/fixtures/seated, BlazePose full on real webcam stills)
// and replays them through the engine the way the fake-camera video shows them. Shared by
// tests/seated-engine.test.ts and bench/engine.bench.ts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  createPostureEngine,
  type EngineSummary,
  type PostureEngine,
  type PostureSettings,
} from '../core/posture/engine.ts';
import { toPoseFrame, type DetectedPose } from '../core/posture/from-pose-detection.ts';
import type { PoseFrame } from '../core/posture/types.ts';

export interface SeatedStill {
  file: string;
  label: 'good' | 'slouched';
  frame: PoseFrame | null;
}

interface FixtureFile {
  width: number;
  height: number;
  frames: {
    file: string;
    label: 'good' | 'slouched';
    keypoints: DetectedPose['keypoints'] | null;
    keypoints3D: DetectedPose['keypoints3D'] | null;
  }[];
}

export const FIXTURE_PATH = fileURLToPath(
  new URL('./fixtures/seated/landmarks.json', import.meta.url),
);

export function loadSeatedStills(): SeatedStill[] {
  const data = JSON.parse(readFileSync(FIXTURE_PATH, 'utf8')) as FixtureFile;
  return data.frames.map((f) => ({
    file: f.file,
    label: f.label,
    frame: f.keypoints
      ? toPoseFrame(
          { keypoints: f.keypoints, keypoints3D: f.keypoints3D ?? undefined },
          data.width,
          data.height,
          0,
        )
      : null,
  }));
}

/** Analysis steps are spaced at the spec's 100 ms rate limit. */
export const STEP_MS = 100;
/** Each still is held ~1 s, like a still in the fake-camera video (10 analyses). */
export const HOLD_STEPS = 10;

export interface ReplayResult {
  engine: PostureEngine;
  calibration: EngineSummary;
  perStill: { still: SeatedStill; summary: EngineSummary }[];
  now: number;
}

/**
 * A full engine calibration from time 0, one of `frames` per analysis (STEP_MS apart), round-robin.
 * Returns the completing summary and the time it came at; throws when calibration does not complete.
 */
export function calibrateRoundRobin(
  engine: PostureEngine,
  frames: readonly PoseFrame[],
): { summary: EngineSummary; now: number } {
  let now = 0;
  engine.startCalibration(now);
  let summary: EngineSummary | null = null;
  for (let i = 0; i < 1000 && summary?.calibration.event !== 'completed'; i++) {
    now += STEP_MS;
    const s = engine.step({ ...frames[i % frames.length]!, timestamp: now }, now);
    if (s?.calibration.event === 'cancelled') throw new Error('calibration cancelled');
    if (s) summary = s;
  }
  if (!summary || summary.calibration.status !== 'Calibrated')
    throw new Error('calibration did not complete');
  return { summary, now };
}

/**
 * Calibrates on the good stills (one still per analysis, round-robin, so the 30 kept frames span
 * every good still; `calibrateOn` picks others), then holds each still for HOLD_STEPS analyses in fixture order (good, then
 * slouched, like the video) and keeps the summary of each still's last analysis.
 */
export function replaySeated(
  stills: SeatedStill[],
  settings: Partial<PostureSettings> = {},
  calibrateOn: SeatedStill[] = stills.filter((s) => s.label === 'good'),
): ReplayResult {
  const engine = createPostureEngine({ settings });
  const frames = calibrateOn.flatMap((s) => (s.frame ? [s.frame] : []));
  const { summary: calibration, now: calibratedAt } = calibrateRoundRobin(engine, frames);
  let now = calibratedAt;
  const perStill: ReplayResult['perStill'] = [];
  for (const still of stills) {
    let last: EngineSummary | null = null;
    for (let k = 0; k < HOLD_STEPS; k++) {
      now += STEP_MS;
      last = engine.step(still.frame ? { ...still.frame, timestamp: now } : null, now) ?? last;
    }
    perStill.push({ still, summary: last! });
  }
  return { engine, calibration, perStill, now };
}

export interface Confusion {
  good: { flagged: number; notFlagged: number };
  slouched: { flagged: number; notFlagged: number };
  recall: number;
  falseRate: number;
}

export function confusion(
  run: ReplayResult,
  flagged: (s: EngineSummary) => boolean,
  stills?: SeatedStill[],
): Confusion {
  const rows = run.perStill.filter((p) => !stills || stills.includes(p.still));
  const n = (label: string, f: boolean) =>
    rows.filter((r) => r.still.label === label && flagged(r.summary) === f).length;
  const good = { flagged: n('good', true), notFlagged: n('good', false) };
  const slouched = { flagged: n('slouched', true), notFlagged: n('slouched', false) };
  return {
    good,
    slouched,
    recall: slouched.flagged / (slouched.flagged + slouched.notFlagged),
    falseRate: good.flagged / (good.flagged + good.notFlagged),
  };
}
