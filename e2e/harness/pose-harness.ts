/// <reference types="vite/client" />
// Test-only page: the app's own detector module (workers/pose/detector.ts) on the main thread, so
// Playwright and the fixture recorder run exactly the code path the pose worker runs.
import type { DetectorOptions } from '../../core/protocol/pose.ts';
import { estimate, initDetector, resetDetector, tensorCount } from '../../workers/pose/detector.ts';

export interface EstimateOptions {
  /** Letterbox into this frame like the fake camera: scale to the frame height, centre, black bars. */
  letterbox?: { width: number; height: number };
  timestamp?: number;
  reset?: boolean;
}

async function toBitmap(
  source: CanvasImageSource & { width?: number },
  w: number,
  h: number,
  opts: EstimateOptions,
) {
  const box = opts.letterbox;
  const canvas = new OffscreenCanvas(box?.width ?? w, box?.height ?? h);
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#000';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.imageSmoothingQuality = 'high';
  if (box) {
    const s = box.height / h;
    ctx.drawImage(source, (box.width - w * s) / 2, 0, w * s, h * s);
  } else ctx.drawImage(source, 0, 0, w, h);
  return createImageBitmap(canvas);
}

async function run(bmp: ImageBitmap, opts: EstimateOptions) {
  if (opts.reset) resetDetector();
  try {
    const pose = await estimate(bmp, opts.timestamp);
    return pose
      ? {
          keypoints: pose.keypoints,
          keypoints3D: pose.keypoints3D ?? null,
          score: pose.score ?? null,
        }
      : null;
  } finally {
    bmp.close();
  }
}

async function estimateImage(url: string, opts: EstimateOptions = {}) {
  const img = await createImageBitmap(await (await fetch(url)).blob());
  const bmp = await toBitmap(img, img.width, img.height, opts);
  img.close();
  return run(bmp, opts);
}

let video: HTMLVideoElement | null = null;
async function estimateVideoAt(url: string, seconds: number, opts: EstimateOptions = {}) {
  if (!video || video.src !== new URL(url, location.href).href) {
    video = document.createElement('video');
    video.muted = true;
    video.src = url;
    // In the document, so frames are presented and requestVideoFrameCallback fires.
    document.body.append(video);
    await new Promise((ok, fail) => {
      video!.onloadeddata = ok;
      video!.onerror = () =>
        fail(new Error(`cannot decode ${url}: ${video!.error?.message ?? 'unknown'}`));
    });
  }
  const v = video;
  // 'seeked' can fire before the new frame is presented (seen on a loaded machine: the previous
  // frame came back). requestVideoFrameCallback fires once the sought frame is really there.
  const presented = new Promise<number>((ok) =>
    v.requestVideoFrameCallback((_, meta) => ok(meta.mediaTime)),
  );
  await new Promise((ok) => {
    v.onseeked = ok;
    v.currentTime = seconds;
  });
  const shown = await Promise.race([
    presented,
    new Promise<null>((ok) => setTimeout(() => ok(null), 5000)),
  ]);
  if (shown === null || Math.abs(shown - seconds) > 0.2)
    throw new Error(`asked for ${seconds} s, the video shows ${shown ?? 'nothing new'}`);
  // Straight from the video, as the app does with camera frames (no canvas in between).
  const bmp = opts.letterbox
    ? await toBitmap(v, v.videoWidth, v.videoHeight, opts)
    : await createImageBitmap(v);
  return run(bmp, { ...opts, timestamp: opts.timestamp ?? seconds * 1000 });
}

/** Bare estimatePoses time (ms) on one letterboxed image: the bench's reference for the pipeline. */
async function timeEstimate(url: string, opts: EstimateOptions = {}) {
  const img = await createImageBitmap(await (await fetch(url)).blob());
  const bmp = await toBitmap(img, img.width, img.height, opts);
  img.close();
  const t0 = performance.now();
  try {
    await estimate(bmp, opts.timestamp);
    return performance.now() - t0;
  } finally {
    bmp.close();
  }
}

const api = {
  init: (o: Omit<DetectorOptions, 'onProgress'>) => initDetector(o),
  timeEstimate,
  estimateImage,
  estimateVideoAt,
  reset: resetDetector,
  tensorCount,
};
declare global {
  interface Window {
    poseHarness: typeof api;
  }
}
window.poseHarness = api;
document.getElementById('state')!.textContent = 'ready';
