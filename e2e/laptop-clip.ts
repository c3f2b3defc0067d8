// The laptop fake-camera clip (tests/fixtures/laptop, MIT): built at test time by the fixture's own
// make-clip.sh (ffmpeg) into the temp folder, 640x480 MJPEG at 30 fps, 40 s upright then 30 s
// slouched. Nothing large is committed. Chromium loops the file, starting from its first frame
// when the camera opens.
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('../tests/fixtures/laptop/make-clip.sh', import.meta.url));
/** The clip's timeline, seconds. */
export const LAPTOP_UPRIGHT_S = 40;
export const LAPTOP_CLIP_S = 70;

export function buildLaptopClip(): string {
  const out = join(tmpdir(), `posture-laptop-clip-${process.pid}.mjpeg`);
  execFileSync('bash', [SCRIPT, out], { stdio: 'ignore' });
  return out;
}
