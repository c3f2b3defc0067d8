// Builds the nag fake-camera clip from the seated stills (tests/fixtures/seated/images, MIT)
// at test time: an MJPEG is just JPEGs one after another, and Chromium's file camera plays MJPEG at
// a fixed 30 fps, so each 224x224 still is repeated 30 times per second of the timeline
// (tests/support/nag-timeline.ts). Nothing large is committed; the ~25 MB file goes to the temp
// folder. See e2e/fixtures/README.md.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nagSeconds } from '../tests/support/nag-timeline.ts';

const STILLS = fileURLToPath(new URL('../tests/fixtures/seated/images', import.meta.url));
/** Chromium's MJPEG file camera delivers 30 frames a second. */
const FPS = 30;

/** The seated stills of one label, in file order (also e2e/low-power-clip.ts). */
export function seatedStills(label: 'good' | 'slouched'): Buffer[] {
  const dir = join(STILLS, label);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jpg'))
    .sort()
    .map((f) => readFileSync(join(dir, f)));
}

/** Writes an MJPEG clip that shows each still for one second, to the temp folder; returns its path. */
export function writeClip(name: string, seconds: readonly Buffer[]): string {
  const path = join(tmpdir(), `posture-${name}-clip-${process.pid}.mjpeg`);
  writeFileSync(path, Buffer.concat(seconds.flatMap((jpeg) => Array<Buffer>(FPS).fill(jpeg))));
  return path;
}

/** Writes the clip and returns its path. */
export function buildNagClip(): string {
  return writeClip('nag', nagSeconds(seatedStills('good'), seatedStills('slouched')));
}
