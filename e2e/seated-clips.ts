// Clips spliced at test time from the seated fake-camera clip (e2e/fixtures/good-then-slouched.mjpeg,
// MIT: 20 s upright, 20 s slouched, each still held 1 s at 30 fps); nothing large is committed.
// The look-down clip (docs/posture-rules.md#looking-down): 20 s upright, then 75 s of the same
// upright frames with their colours inverted, then the 20 s slouched; 115 s, looping. No recording
// of this person looking down exists, so the look-down is made from his frames: the replay pack
// (e2e/replay-packs.ts 'seated-look-down') answers each inverted frame with his upright landmarks, the
// face pitched down (nose, eyes and mouth a third of the ear width lower, the ears and shoulders
// where they were). The inversion only makes those frames' pictures distinct for the replay's
// thumbnail match; the pose worker never sees pixels here. And a clip whose upright part holds
// the one still a calibration sees, for a step that must record an upright moment.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAKE_CAMERA } from './chromium.ts';

/** The clip's timeline, seconds. */
export const LOOK_DOWN_FROM_S = 20;
export const LOOK_DOWN_UNTIL_S = 155;
export const LOOK_DOWN_CLIP_S = 175;
/** buildLongUprightClip's timeline, seconds: upright until LONG_UPRIGHT_S, then slouched. */
export const LONG_UPRIGHT_S = 40;
export const LONG_CLIP_S = 60;
const FPS = 30;

/** The JPEG frames of an MJPEG file (each ends with the EOI marker FF D9). */
export function jpegFrames(src: Buffer): Buffer[] {
  const frames: Buffer[] = [];
  for (let i = 0; i < src.length;) {
    const end = src.indexOf(Buffer.from([0xff, 0xd9]), i) + 2;
    if (end < 2) break;
    frames.push(src.subarray(i, end));
    i = end;
  }
  return frames;
}

/**
 * The seated clip's upright still 5 held 40 s (a person sitting still), then its 20 s slouched, to
 * the temp folder once per process. The calibration and a 'Show me your slouch' step right after
 * it, however late a loaded machine runs them, see that one still: the step teaches nothing, and
 * the page says so (e2e/monitor-slouch-example.e2e.ts), and the calibration's spread is the same
 * on every run. Played straight through, the step caught stills 12-17, which the calibration never
 * saw, and one run here called them a slouch. Stills 2-9 looped made the spread a matter of which
 * stills the 10 s happened to see twice: this person's ears over shoulders take two values across
 * them, so its robust spread (a median of distances) jumped past a third of the floor on some runs
 * (a simulation of the engine on these landmarks: 10 of 25 start times at 4 analyses a second),
 * the line stayed generic, and 'I'm slouching now' in his slouch was told it looked like the
 * calibration (CI, both languages).
 */
export function buildLongUprightClip(): string {
  const file = join(tmpdir(), `posture-long-upright-${process.pid}.mjpeg`);
  if (existsSync(file)) return file;
  const frames = jpegFrames(readFileSync(FAKE_CAMERA));
  const still = frames.slice(5 * FPS, 6 * FPS);
  const upright = Array.from({ length: LONG_UPRIGHT_S }, () => still).flat();
  writeFileSync(file, Buffer.concat([...upright, ...frames.slice(20 * FPS, 40 * FPS)]));
  return file;
}

/** Writes the clip to the temp folder once per process and returns its path. */
export function buildLookDownClip(): string {
  const file = join(tmpdir(), `posture-look-down-${process.pid}.mjpeg`);
  if (existsSync(file)) return file;
  const frames = jpegFrames(readFileSync(FAKE_CAMERA));
  const good = frames.slice(0, LOOK_DOWN_FROM_S * FPS);
  const slouched = frames.slice(20 * FPS, 40 * FPS);
  const inverted = jpegFrames(
    execFileSync(
      'ffmpeg',
      [
        '-v',
        'error',
        '-f',
        'mjpeg',
        '-framerate',
        String(FPS),
        '-i',
        FAKE_CAMERA,
        '-t',
        '20',
      ].concat(['-vf', 'negate', '-q:v', '4', '-f', 'mjpeg', '-']),
      { maxBuffer: 256 << 20 },
    ),
  );
  const down: Buffer[] = [];
  for (let i = 0; down.length < (LOOK_DOWN_UNTIL_S - LOOK_DOWN_FROM_S) * FPS; i++)
    down.push(inverted[i % inverted.length]!);
  writeFileSync(file, Buffer.concat([...good, ...down, ...slouched]));
  return file;
}
