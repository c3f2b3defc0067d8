// A reader for landmark rows recorded with MediaPipe Pose (tests/fixtures/front-webcam): CSV with
// `posture`, `distance`, then `x1,y1,z1,v1 ... x33,y33,z33,v33`, landmark i in BlazePose order,
// x and y normalised to the image, v the visibility. The image size is not recorded: 640x480 is
// assumed (every cue is a ratio, so only the aspect matters). There are no world coordinates
// (keypoints3D), so the replay sees what the app sees when the model gives none.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CachedFrame, Label, LandmarkCache } from './accuracy-replay.ts';

const POINTS = 33;
const WIDTH = 640;
const HEIGHT = 480;

/** Parses one CSV file into frames with the given label; a malformed row is an error, not a gap. */
export function parseLandmarkRows(text: string, label: Label, file: string): CachedFrame[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = lines[0]?.split(',') ?? [];
  if (header[0] !== 'posture' || header[2] !== 'x1' || header.length !== 2 + 4 * POINTS)
    throw new Error(`${file}: expected a header "posture,distance,x1,y1,z1,v1,...,v33"`);
  return lines.slice(1).map((line, i) => {
    const cells = line.split(',');
    const nums = cells.slice(2).map(Number);
    if (nums.length !== 4 * POINTS || nums.some((n) => !Number.isFinite(n)))
      throw new Error(`${file}: row ${i + 2} does not hold 33 x (x, y, z, v) numbers`);
    return {
      file: `${file.split('/').pop()}#${i + 1}`,
      label,
      keypoints: Array.from({ length: POINTS }, (_, k) => ({
        x: nums[4 * k]! * WIDTH,
        y: nums[4 * k + 1]! * HEIGHT,
        score: nums[4 * k + 3]!,
      })),
      keypoints3D: null,
    };
  });
}

/** Every good file's rows in order, then every slouched file's: a cache the replay reads. */
export function readRowsCache(
  rows: { good: string[]; slouched: string[] },
  root: string,
): LandmarkCache {
  const read = (label: Label) =>
    rows[label].flatMap((f) => parseLandmarkRows(readFileSync(resolve(root, f), 'utf8'), label, f));
  return {
    kind: 'rows',
    width: WIDTH,
    height: HEIGHT,
    frames: [...read('good'), ...read('slouched')],
  };
}
