// The draw worker's state: the latest landmarks and the canvas. Video at most 15 fps, the overlay
// updated at most 10 times a second (spec §9), placeholders when there is no video.
import type { DrawMessage, DrawPoint } from './protocol.ts';
import { PLACEHOLDERS } from './protocol.ts';
import { drawSkeleton } from './skeleton.ts';

const FRAME_INTERVAL_MS = 1000 / 15 - 6;
const LANDMARK_INTERVAL_MS = 100 - 6;

let canvas: OffscreenCanvas | null = null;
let ctx: OffscreenCanvasRenderingContext2D | null = null;
let landmarks: DrawPoint[] | null = null;
let lastFrame = -Infinity;
let lastLandmarks = -Infinity;
let framesDrawn = 0;
let port: MessagePort | null = null;

export function attachCanvas(c: OffscreenCanvas): void {
  canvas = c;
  ctx = c.getContext('2d', { alpha: false });
  showPlaceholder(PLACEHOLDERS.initializing);
}

export function showPlaceholder(text: string): void {
  landmarks = null;
  if (!ctx || !canvas) return;
  ctx.fillStyle = '#1f2937';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#e5e7eb';
  ctx.font = '20px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, canvas.width / 2, canvas.height / 2);
}

function drawFrame(frame: VideoFrame | ImageBitmap, now: number): void {
  try {
    if (!ctx || !canvas || now - lastFrame < FRAME_INTERVAL_MS) return;
    lastFrame = now;
    framesDrawn++;
    ctx.drawImage(frame, 0, 0, canvas.width, canvas.height);
    if (landmarks) drawSkeleton(ctx, landmarks);
  } finally {
    frame.close();
  }
}

export function handle(msg: DrawMessage, now = performance.now()): void {
  switch (msg.type) {
    case 'frame':
      drawFrame(msg.frame, now);
      break;
    case 'landmarks':
      if (msg.points && now - lastLandmarks < LANDMARK_INTERVAL_MS) return;
      lastLandmarks = now;
      landmarks = msg.points;
      break;
    case 'placeholder':
      showPlaceholder(msg.text);
      break;
  }
}

/** The pose worker's end of the channel; frames and landmarks arrive here. */
export function connect(p: MessagePort): void {
  port?.close();
  port = p;
  p.onmessage = (e: MessageEvent<DrawMessage>) => handle(e.data);
}

export function stats() {
  return { framesDrawn, hasLandmarks: landmarks !== null };
}
