// A camera that keeps the clip's time, for the replay specs (docs/testing.md#replay). Chromium's
// fake camera (--use-file-for-fake-video-capture) sends the next frame a frame's time after the
// last one was sent, with no catching up: on a loaded machine (two replay specs side by side on
// two cores) it played the clips at about 65 % of their speed, 13-16 s late by their second
// minute, and every spec that reads the clip by its seconds failed (CI, stop 53). Here
// getUserMedia still asks Chromium's fake camera (so permission, errors and the prompt are
// Chromium's own), lets that camera go, and returns the stream of a hidden <video> playing the
// same clip, re-encoded as WebM: a media element keeps to the clock and drops the frames it is
// late for, as a real webcam does, so the clip's second n shows at n seconds after the camera
// opened however busy the machine is. Like the fake camera, each opening plays the clip from its
// start, and it loops.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { FAKE_FILE_ARG } from './chromium.ts';

/**
 * The replay specs' camera rate: a webcam's in dim light. Their clips are video or stills held for
 * seconds, and each frame is answered from its nearest recorded picture, so half the frames change
 * nothing they read; the browser decodes and shows half as many, and libvpx encodes the 74 s
 * not-judging clip on 8.6 s of one core alone instead of 12.0 (several times that beside the other
 * worker's spec, on every fresh machine). A clip that shows a different still in every frame (the
 * laptop sitter's) keeps 30 fps: at 15 it would skip half his stills.
 */
export const REPLAY_CAMERA_FPS = 15;

/** The MJPEG clip (30 fps, as Chromium's fake camera reads it) as WebM at `fps` in the temp folder, once per content. */
export function clipWebm(mjpeg: string, fps: number): string {
  const key = createHash('sha1').update(readFileSync(mjpeg)).digest('hex').slice(0, 12);
  const file = join(tmpdir(), `posture-clip-${key}-${fps}.webm`);
  if (existsSync(file)) return file;
  const part = `${file}.${process.pid}.webm`;
  // VP8 at a high quality: the replay matches each frame's grey thumbnail to the recorded ones
  // (core/protocol/replay.ts), which a re-encode this close to the original does not move.
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'mjpeg',
    '-framerate',
    '30',
    '-i',
    mjpeg,
    '-r',
    String(fps),
    '-c:v',
    'libvpx',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-crf',
    '8',
    '-b:v',
    '2M',
    '-g',
    '60',
    '-an',
    '-y',
    part,
  ]);
  renameSync(part, file);
  return file;
}

/** The clip a Chromium started with these arguments serves as its fake camera, if any. */
export function fakeCameraFile(args: readonly string[] | undefined): string | null {
  const arg = args?.find((a) => a.startsWith(FAKE_FILE_ARG));
  return arg ? arg.slice(FAKE_FILE_ARG.length) : null;
}

/** Every page of `context` gets `mjpeg` at `fps`, at the clock's pace, from getUserMedia (see above). */
export async function useClipCamera(
  context: BrowserContext,
  mjpeg: string,
  fps: number,
): Promise<void> {
  const webm = readFileSync(clipWebm(mjpeg, fps)).toString('base64');
  await context.addInitScript((b64) => {
    const media = navigator.mediaDevices as MediaDevices | undefined;
    if (!media?.getUserMedia) return;
    // Decoded on the first opening only: most pages a spec loads never open the camera.
    let url: string | null = null;
    const clipUrl = () => {
      if (!url) {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        url = URL.createObjectURL(new Blob([bytes], { type: 'video/webm' }));
      }
      return url;
    };
    const gum = media.getUserMedia.bind(media);
    media.getUserMedia = async (constraints) => {
      const real = await gum(constraints);
      real.getTracks().forEach((t) => t.stop());
      const video = document.createElement('video');
      video.muted = true;
      video.loop = true;
      video.playsInline = true;
      video.src = clipUrl();
      await video.play();
      const stream = (video as HTMLVideoElement & { captureStream(): MediaStream }).captureStream();
      for (const t of stream.getTracks()) {
        const stop = t.stop.bind(t);
        // The app's Stop ends the track; the hidden player goes with it.
        t.stop = () => {
          stop();
          if (stream.getTracks().every((x) => x.readyState === 'ended')) {
            video.pause();
            video.removeAttribute('src');
            video.load();
          }
        };
      }
      return stream;
    };
  }, webm);
}
