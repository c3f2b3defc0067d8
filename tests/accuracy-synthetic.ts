// Camera-height robustness without new recordings: from REAL seated landmarks (BlazePose full on
// the seated stills, tests/fixtures/seated), synthesise what a camera below eye level sees, and
// subtle slouches as that camera sees them.
//
// Lower camera. A laptop camera below eye level that looks up at the shoulders sees the same body
// as an eye-level camera would after the body is rotated about the shoulder axis (the camera
// orbiting the shoulder point by the pitch angle; a rigid rotation of the scene and a move of the
// camera are the same thing for the image). So each frame's keypoints3D are rotated about the
// left-right axis through the shoulder midpoint and re-projected:
// - keypoints3D (BlazePose GHUM world landmarks) are metric, hip-centred and oriented with the
//   camera (MediaPipe Pose v0.8.6 release notes: "real-world 3D coordinates ... in meters with the
//   origin at center of hips"; Grishchenko et al. 2022, arXiv:2206.11678; checked on this fixture:
//   x and y follow the image axes, the nose sits ~0.2 m nearer the camera than the shoulders), so a
//   camera pitch is the same rotation of the world landmarks; they are rotated and re-centred on
//   the hips.
// - The 2D keypoints are moved by the CHANGE of their pinhole projection: the real detection (and
//   its noise) is kept, and only the geometric change is added. The projection is a pinhole camera
//   `cameraDistanceM` in front of the shoulders (0.6 m, a laptop at arm's length) whose scale at
//   the shoulders (px per metre) is fitted per frame, least squares, from the frame's own 2D and 3D
//   upper-body points. Pitch 0 returns the frame unchanged.
// Sign: positive pitch = camera below, looking up. A point ahead of the shoulders (the face) then
// rises in the image and a forward head drops less: the cue the seated fixture relies on shrinks.
//
// Subtle slouch, as the issue describes it from below: the head drops `headDrop` of the frame
// height and the ear-to-shoulder distance in the image shrinks by `neckShrink`. It is realised in
// 3D as motion along the trunk (body vertical): the neck compresses by neckShrink of the image neck
// and the rest of the head drop is the upper body sinking into the chair. Both move the 2D points
// straight down and the world points along the rotated body vertical, so image and keypoints3D
// agree (weak perspective at the shoulders).
import type { Landmark, PoseFrame } from '../core/posture/types.ts';
import type { SeatedStill } from './seated-fixture.ts';

export const HEAD = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
/** Shoulders, arms and hands: what sinks with the trunk (hips and legs stay on the chair). */
export const UPPER = [11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22] as const;
const FIT: readonly number[] = [0, 2, 5, 7, 8, 11, 12];

const mid = (a: Landmark, b: Landmark) => ({
  x: (a.x + b.x) / 2,
  y: (a.y + b.y) / 2,
  z: ((a.z ?? 0) + (b.z ?? 0)) / 2,
});

/** px per metre at the shoulders: least squares of 2D offsets against world offsets (x and y). */
export function fitScale(frame: PoseFrame): number {
  const w = frame.worldLandmarks!;
  const lm = frame.landmarks;
  const mean = (pts: readonly Landmark[]) => ({
    x: FIT.reduce((s, i) => s + pts[i]!.x, 0) / FIT.length,
    y: FIT.reduce((s, i) => s + pts[i]!.y, 0) / FIT.length,
  });
  const mw = mean(w);
  const mi = mean(lm);
  let num = 0;
  let den = 0;
  for (const i of FIT) {
    const dx = w[i]!.x - mw.x;
    const dy = w[i]!.y - mw.y;
    num += dx * (lm[i]!.x - mi.x) + dy * (lm[i]!.y - mi.y);
    den += dx * dx + dy * dy;
  }
  return num / den;
}

export interface PitchOptions {
  /** Degrees; positive = camera below eye level, looking up. */
  pitchDeg: number;
  /** Pinhole distance from the camera to the shoulders, metres. */
  cameraDistanceM?: number;
}

export function pitchView(
  frame: PoseFrame,
  { pitchDeg, cameraDistanceM = 0.6 }: PitchOptions,
): PoseFrame {
  const w = frame.worldLandmarks;
  if (!w || pitchDeg === 0) return frame;
  const s = fitScale(frame);
  const D = cameraDistanceM;
  const P = mid(w[11]!, w[12]!);
  const c = Math.cos((pitchDeg * Math.PI) / 180);
  const sn = Math.sin((pitchDeg * Math.PI) / 180);
  const rot = (p: Landmark) => {
    const vy = p.y - P.y;
    const vz = (p.z ?? 0) - P.z;
    return { x: p.x - P.x, y: vy * c + vz * sn, z: -vy * sn + vz * c };
  };
  const proj = (v: { x: number; y: number; z: number }) => ({
    x: (s * D * v.x) / (D + v.z),
    y: (s * D * v.y) / (D + v.z),
  });
  const rotated = w.map(rot);
  const hip = mid(rotated[23] as Landmark, rotated[24] as Landmark);
  const world = w.map((p, i) => ({
    ...p,
    x: rotated[i]!.x - hip.x,
    y: rotated[i]!.y - hip.y,
    z: rotated[i]!.z - hip.z,
  }));
  const landmarks = frame.landmarks.map((p, i) => {
    const before = proj({ x: w[i]!.x - P.x, y: w[i]!.y - P.y, z: (w[i]!.z ?? 0) - P.z });
    const after = proj(rotated[i]!);
    return { ...p, x: p.x + after.x - before.x, y: p.y + after.y - before.y };
  });
  return { ...frame, landmarks, worldLandmarks: world };
}

export interface SlouchOptions {
  /** Head drop, fraction of the frame height (0.02..0.06 in the issue). */
  headDrop: number;
  /** Ear-to-shoulder image distance shrink, fraction (0.05..0.15 in the issue). */
  neckShrink: number;
  /** The camera pitch the frame was made with (to turn image motion into body-vertical metres). */
  pitchDeg: number;
}

export function slouchView(
  frame: PoseFrame,
  { headDrop, neckShrink, pitchDeg }: SlouchOptions,
): PoseFrame {
  const lm = frame.landmarks;
  const neckPx = mid(lm[11]!, lm[12]!).y - mid(lm[7]!, lm[8]!).y;
  const dHead = headDrop * frame.height;
  const dTrunk = dHead - neckShrink * neckPx;
  const landmarks = lm.map((p) => ({ ...p }));
  for (const i of HEAD) landmarks[i]!.y += dHead;
  for (const i of UPPER) landmarks[i]!.y += dTrunk;
  const w = frame.worldLandmarks;
  if (!w) return { ...frame, landmarks };
  // Body vertical (down) in the pitched camera's axes, and image px -> metres along it.
  const c = Math.cos((pitchDeg * Math.PI) / 180);
  const sn = Math.sin((pitchDeg * Math.PI) / 180);
  const mPerPx = 1 / (fitScale(frame) * c);
  const world = w.map((p) => ({ ...p }));
  const move = (idx: readonly number[], px: number) => {
    for (const i of idx) {
      world[i]!.y += px * mPerPx * c;
      world[i]!.z = (world[i]!.z ?? 0) - px * mPerPx * sn;
    }
  };
  move(HEAD, dHead);
  move(UPPER, dTrunk);
  return { ...frame, landmarks, worldLandmarks: world };
}

export const PITCHES_DEG = [0, 10, 15, 20, 25] as const;
/** The synthetic range, paired from subtlest to plainest, plus the two unpaired corners. */
export const SLOUCHES = [
  { headDrop: 0.02, neckShrink: 0.05 },
  { headDrop: 0.03, neckShrink: 0.075 },
  { headDrop: 0.04, neckShrink: 0.1 },
  { headDrop: 0.05, neckShrink: 0.125 },
  { headDrop: 0.06, neckShrink: 0.15 },
  { headDrop: 0.06, neckShrink: 0.05 },
  { headDrop: 0.02, neckShrink: 0.15 },
] as const;

/** The good stills as a camera `pitchDeg` below eye level sees them. */
export function pitchedUpright(good: readonly SeatedStill[], pitchDeg: number): SeatedStill[] {
  return good.map((s) => ({
    ...s,
    file: `${s.file}@${pitchDeg}deg`,
    frame: s.frame && pitchView(s.frame, { pitchDeg }),
  }));
}

export function syntheticSlouched(
  upright: readonly SeatedStill[],
  pitchDeg: number,
  o: (typeof SLOUCHES)[number],
): SeatedStill[] {
  return upright.map((s) => ({
    ...s,
    label: 'slouched' as const,
    file: `${s.file}+drop${o.headDrop}/neck${o.neckShrink}`,
    frame: s.frame && slouchView(s.frame, { ...o, pitchDeg }),
  }));
}
