// The laptop sitter's fake-camera clip (tests/fixtures/laptop, MIT), built at test time into the
// temp folder: 640x480 MJPEG at 30 fps (an MJPEG is just JPEGs one after another, and his stills
// are 640x480 JPEGs), 40 s upright then 30 s slouched. Nothing large is committed.
//
// The upright part is a video of him sitting down and then sitting on: his burst once in order at
// its own pace (the stills are every second frame of a 30 fps burst, so each shows for two frames),
// then back and forth over the burst's second half at that pace. The burst opens with him settling
// in (his first 38 stills: ears from 0.25 to 0.65 of the frame height; from still 38 on 0.47-0.48),
// so each loop starts with 2.5 s of him sitting down, then shows him sitting still. The slouched
// part sweeps his slouched burst back and forth, one still a frame, as the fixture's own
// make-clip.sh does (the accuracy harness's clip): those stills hold no settling-in (ears
// 0.43-0.49). make-clip.sh sweeps the upright burst the same way, so it shows his settling-in again
// every 3.1 s, and every calibration on it took in those stills; a calibration while he sits still,
// as on this clip, found a product bug the sweep had hidden (the face rule of
// core/posture/neck-stretch.ts; docs/accuracy.md#the-laptop-sitter-on-the-real-app).
// Chromium loops the file, starting from its first frame when the camera opens.
//   a copy to try elsewhere: node -e "import('./e2e/laptop-clip.ts').then((m) => console.log(m.buildLaptopClip()))"
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const STILLS = fileURLToPath(new URL('../tests/fixtures/laptop', import.meta.url));
/** The clip's timeline, seconds. */
export const LAPTOP_UPRIGHT_S = 40;
export const LAPTOP_CLIP_S = 70;
/** Chromium's MJPEG file camera delivers 30 frames a second. */
const FPS = 30;
/** The stills are every second frame of a 30 fps burst: two clip frames each is its own pace. */
const FRAMES_A_STILL = 2;

/**
 * `frames` frames back and forth over `stills`, `each` frames a still, from still `from` going
 * `step` (turning at either end: make-clip.sh's sweep with `each` 1 and `from` 0).
 */
function backAndForth<T>(
  stills: readonly T[],
  frames: number,
  each: number,
  from = 0,
  step = 1,
): T[] {
  const out: T[] = [];
  let i = from;
  while (out.length < frames) {
    for (let r = 0; r < each && out.length < frames; r++) out.push(stills[i]!);
    if (i + step < 0 || i + step >= stills.length) step = -step;
    i += step;
  }
  return out;
}

/** The upright part: the burst in order at its pace, then back and forth over its second half. */
function settlingThenStill<T>(burst: readonly T[], seconds: number): T[] {
  const settling = burst.flatMap((still) => Array<T>(FRAMES_A_STILL).fill(still));
  const still = burst.slice(Math.floor(burst.length / 2));
  const rest = seconds * FPS - settling.length;
  return [...settling, ...backAndForth(still, rest, FRAMES_A_STILL, still.length - 2, -1)].slice(
    0,
    seconds * FPS,
  );
}

function burst(label: 'upright' | 'slouched'): Buffer[] {
  const dir = join(STILLS, label);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jpg'))
    .sort()
    .map((f) => readFileSync(join(dir, f)));
}

/**
 * Writes the clip to the temp folder, once per content (the config, replay-assets.ts and each
 * worker all ask for it: ~125 MB each), and returns its path.
 */
export function buildLaptopClip(): string {
  const frames = [
    ...settlingThenStill(burst('upright'), LAPTOP_UPRIGHT_S),
    ...backAndForth(burst('slouched'), (LAPTOP_CLIP_S - LAPTOP_UPRIGHT_S) * FPS, 1),
  ];
  const hash = createHash('sha1');
  for (const frame of frames) hash.update(frame);
  const out = join(tmpdir(), `posture-laptop-clip-${hash.digest('hex').slice(0, 12)}.mjpeg`);
  if (existsSync(out)) return out;
  // Written aside and renamed into place, so a reader never sees half a file.
  const part = `${out}.${process.pid}.part`;
  writeFileSync(part, Buffer.concat(frames));
  renameSync(part, out);
  return out;
}
