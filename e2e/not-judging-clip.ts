// The not-judging clip (docs/posture-rules.md#not-judging), spliced at test time from the seated
// fake-camera clip (e2e/fixtures/good-then-slouched.mjpeg, MIT) like the look-down clip
// (seated-clips.ts): 20 s of his upright frames; 10 s 'someone else': the same frames colour-
// inverted, answered with the laptop person's upright landmarks (tests/fixtures/laptop, MIT) at
// 0.55 of their size a little to the right, as a passer-by further back. His face is narrower for
// his shoulders than the seated man's (0.85 of it, his median), but his stills spread widely about
// that, so the half of them at or below his median proportion is used: the rule names someone else
// only when the proportion differs by 12 % or more (docs/posture-rules.md#not-judging); 10 s
// 'standing': the same frames upside down, answered with the seated man's upright landmarks lifted
// by 0.43 of the frame height at 0.6 of their size (a step back, shoulders near the top); 10 s
// 'moved away': the same frames mirrored, answered with his upright landmarks moved sideways by
// MOVED_BY of the frame width, at his own size (a chair at the other end of the desk); 8 s of his
// upright frames again; then his 16 s slouch. 74 s, looping. The inversion and flips only make
// those pictures distinct for the replay's thumbnail match (e2e/replay-packs.ts 'seated-not-judging');
// the pose worker never sees pixels here.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DetectedPose } from '../core/posture/from-pose-detection.ts';
import { FAKE_CAMERA } from './chromium.ts';
import { jpegFrames } from './seated-clips.ts';

/** The clip's timeline, seconds. */
export const NJ = {
  someoneElse: 20,
  standing: 30,
  movedAway: 40,
  back: 50,
  slouch: 58,
  end: 74,
} as const;
/** How far sideways he sits in the 'moved away' part: past the rule's 0.25 of the frame width. */
const MOVED_BY = 0.32;
const FPS = 30;
const W = 640;
const H = 480;

/** The seated clip's first 20 s through an ffmpeg filter, as JPEG frames. */
function filtered(vf: string): Buffer[] {
  const args = ['-v', 'error', '-f', 'mjpeg', '-framerate', String(FPS), '-i', FAKE_CAMERA];
  return jpegFrames(
    execFileSync('ffmpeg', [...args, '-t', '20', '-vf', vf, '-q:v', '4', '-f', 'mjpeg', '-'], {
      maxBuffer: 256 << 20,
    }),
  );
}

/** Writes the clip to the temp folder once per process and returns its path. */
export function buildNotJudgingClip(): string {
  const file = join(tmpdir(), `posture-not-judging-${process.pid}.mjpeg`);
  if (existsSync(file)) return file;
  const frames = jpegFrames(readFileSync(FAKE_CAMERA));
  const part = (src: Buffer[], s: number) => src.slice(0, s * FPS);
  writeFileSync(
    file,
    Buffer.concat([
      ...part(frames, NJ.someoneElse),
      ...part(filtered('negate'), NJ.standing - NJ.someoneElse),
      ...part(filtered('vflip'), NJ.movedAway - NJ.standing),
      ...part(filtered('hflip'), NJ.back - NJ.movedAway),
      ...part(frames, NJ.slouch - NJ.back),
      ...frames.slice(20 * FPS, (20 + NJ.end - NJ.slouch) * FPS),
    ]),
  );
  return file;
}

/** Ear-to-ear over shoulder-to-shoulder distance. */
function proportion(p: DetectedPose): number {
  const d = (a: number, b: number) =>
    Math.hypot(p.keypoints[a]!.x - p.keypoints[b]!.x, p.keypoints[a]!.y - p.keypoints[b]!.y);
  return d(7, 8) / d(11, 12);
}

/** Every keypoint scaled by `s` about the shoulder midpoint, which then goes to (x, y) pixels. */
function placed(pose: DetectedPose | null, s: number, x: number, y: number): DetectedPose | null {
  if (!pose) return null;
  const [l, r] = [pose.keypoints[11]!, pose.keypoints[12]!];
  const cx = (l.x + r.x) / 2;
  const cy = (l.y + r.y) / 2;
  return {
    keypoints: pose.keypoints.map((k) => ({ ...k, x: x + (k.x - cx) * s, y: y + (k.y - cy) * s })),
  };
}

/** Every keypoint moved sideways by `dx` pixels. */
function shifted(pose: DetectedPose | null, dx: number): DetectedPose | null {
  return pose ? { keypoints: pose.keypoints.map((k) => ({ ...k, x: k.x + dx })) } : null;
}

/**
 * The pack's poses and the pose for each clip second: `seated` the seated clip's samples
 * (`seatedAt(t)` the one for its second t), `laptopUpright` the laptop person's upright stills.
 */
export function notJudgingPoses(
  seated: (DetectedPose | null)[],
  seatedAt: (t: number) => number,
  laptopUpright: (DetectedPose | null)[],
) {
  const n = seated.length;
  const poses = [...seated];
  const found = laptopUpright.filter((p): p is DetectedPose => p !== null);
  const narrow = found.sort((a, b) => proportion(a) - proportion(b)).slice(0, found.length >> 1);
  poses.push(...narrow.map((p) => placed(p, 0.55, 0.65 * W, 0.55 * H)));
  poses.push(...seated.map((p) => placed(p, 0.6, 0.55 * W, 0.2 * H)));
  // Toward the side with more room, so his far shoulder stays in the frame.
  const first = seated.find((p): p is DetectedPose => p !== null)!;
  const middle = (first.keypoints[11]!.x + first.keypoints[12]!.x) / 2;
  poses.push(...seated.map((p) => shifted(p, (middle > W / 2 ? -1 : 1) * MOVED_BY * W)));
  const m = narrow.length;
  const poseAt = (t: number) =>
    t < NJ.someoneElse
      ? seatedAt(t)
      : t < NJ.standing
        ? n + (Math.floor((t - NJ.someoneElse) * 2) % m)
        : t < NJ.movedAway
          ? n + m + seatedAt(t - NJ.standing)
          : t < NJ.back
            ? n + m + n + seatedAt(t - NJ.movedAway)
            : t < NJ.slouch
              ? seatedAt(t - NJ.back)
              : seatedAt(t - NJ.slouch + 20);
  return { poses, poseAt };
}
