// The replay packs spliced from the seated clip (e2e/replay-packs.ts, docs/testing.md#replay): the
// look-down clip (seated-clips.ts) and the not-judging clip (not-judging-clip.ts), with the
// thumbnail and cache helpers every pack uses.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  normalizeThumb,
  THUMB_H,
  THUMB_W,
  type ReplayEntry,
  type ReplayPack,
} from '../core/protocol/replay.ts';
import type { DetectedPose } from '../core/posture/from-pose-detection.ts';
import { buildNotJudgingClip, notJudgingPoses } from './not-judging-clip.ts';
import { buildLookDownClip, LOOK_DOWN_FROM_S, LOOK_DOWN_UNTIL_S } from './seated-clips.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
export const CACHES = join(root, 'tests/fixtures/accuracy');
/** Chromium's MJPEG file camera plays 30 frames a second; a video pack keeps every third. */
const FPS = 30;
const VIDEO_STEP = 3;

export interface Cache {
  kind: 'stills' | 'video';
  sources: Record<string, string>;
  frames: {
    file: string;
    t?: number;
    keypoints: DetectedPose['keypoints'] | null;
    keypoints3D: DetectedPose['keypoints3D'] | null;
  }[];
}

export function poseOf(f: Cache['frames'][number]): DetectedPose | null {
  return f.keypoints
    ? { keypoints: f.keypoints, ...(f.keypoints3D ? { keypoints3D: f.keypoints3D } : {}) }
    : null;
}

export const AREA = `scale=${THUMB_W}:${THUMB_H}:flags=area,format=gray`;

export function ffmpegGrey(args: string[]): Buffer {
  return execFileSync('ffmpeg', ['-v', 'error', ...args, '-f', 'rawvideo', '-'], {
    maxBuffer: 64 << 20,
  });
}

export function thumbsOf(raw: Buffer): number[][] {
  const n = THUMB_W * THUMB_H;
  return Array.from({ length: raw.length / n }, (_, i) =>
    normalizeThumb(raw.subarray(i * n, (i + 1) * n)).map((v) => Math.round(v * 1000) / 1000),
  );
}

/** BlazePose keypoints of the face that pitch with it (nose, eyes, mouth); the ears stay. */
const FACE = [0, 1, 2, 3, 4, 5, 6, 9, 10];
/** The face pitched down: those points a third of the ear-to-ear width lower (seated-clips.ts). */
function pitchedDown(pose: DetectedPose | null): DetectedPose | null {
  if (!pose) return null;
  const [l, r] = [pose.keypoints[7]!, pose.keypoints[8]!];
  const drop = Math.hypot(l.x - r.x, l.y - r.y) / 3;
  return {
    ...pose,
    keypoints: pose.keypoints.map((k, i) => (FACE.includes(i) ? { ...k, y: k.y + drop } : k)),
  };
}

/** The seated clip's thumbnails of `clip`, every third frame, each with the pose `poseAt(t)`. */
export function clipEntries(clip: string, poseAt: (t: number) => number): ReplayEntry[] {
  const all = thumbsOf(
    ffmpegGrey(['-f', 'mjpeg', '-framerate', String(FPS), '-i', clip, '-vf', AREA]),
  );
  const entries: ReplayEntry[] = [];
  for (let i = 0; i < all.length; i += VIDEO_STEP) {
    const t = i / FPS;
    entries.push({ file: `${basename(clip)}~${t.toFixed(1)}s`, thumb: all[i]!, pose: poseAt(t) });
  }
  return entries;
}

/** The sample of a video cache nearest in time to `t`. */
export const nearest = (cache: Cache, t: number) =>
  cache.frames.reduce(
    (a, _, j) =>
      Math.abs((cache.frames[j]!.t ?? 0) - t) < Math.abs((cache.frames[a]!.t ?? 0) - t) ? j : a,
    0,
  );

/**
 * The look-down clip (seated-clips.ts): the seated clip's landmarks for its upright and
 * slouched parts, and for the inverted frames between them his upright landmarks pitched down.
 */
export function buildLookDown(): ReplayPack {
  const cache = JSON.parse(
    readFileSync(join(CACHES, 'seated-video.landmarks.json'), 'utf8'),
  ) as Cache;
  const poses = cache.frames.map(poseOf);
  const n = poses.length;
  poses.push(...poses.map(pitchedDown));
  const poseAt = (t: number) =>
    t < LOOK_DOWN_FROM_S
      ? nearest(cache, t)
      : t < LOOK_DOWN_UNTIL_S
        ? n + nearest(cache, (t - LOOK_DOWN_FROM_S) % LOOK_DOWN_FROM_S)
        : nearest(cache, t - LOOK_DOWN_UNTIL_S + LOOK_DOWN_FROM_S);
  return { name: 'seated-look-down', poses, entries: clipEntries(buildLookDownClip(), poseAt) };
}

/** The not-judging clip (not-judging-clip.ts): the seated clip's and the laptop stills' landmarks. */
export function buildNotJudging(): ReplayPack {
  const read = (n: string) =>
    JSON.parse(readFileSync(join(CACHES, `${n}.landmarks.json`), 'utf8')) as Cache;
  const [seated, laptop] = [read('seated-video'), read('laptop-stills')];
  const upright = laptop.frames.filter((f) => f.file.startsWith('upright/')).map(poseOf);
  const { poses, poseAt } = notJudgingPoses(
    seated.frames.map(poseOf),
    (t) => nearest(seated, t),
    upright,
  );
  return { name: 'seated-not-judging', poses, entries: clipEntries(buildNotJudgingClip(), poseAt) };
}
