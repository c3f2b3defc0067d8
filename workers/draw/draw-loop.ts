// The draw worker's state: the latest landmarks and the canvas. Video at most 15 fps, the overlay
// updated at most 10 times a second (docs/constants.md#timing), placeholders when there is no video.
import type {
  DrawGuide,
  DrawMessage,
  DrawPoint,
  DrawStats,
  PlaceholderTexts,
} from '../../core/protocol/draw.ts';
import { PLACEHOLDERS } from '../../core/protocol/draw.ts';
import { drawGuides } from './guides.ts';
import { drawSkeleton } from './skeleton.ts';

const FRAME_INTERVAL_MS = 1000 / 15 - 6;
const LANDMARK_INTERVAL_MS = 100 - 6;

let canvas: OffscreenCanvas | null = null;
let ctx: OffscreenCanvasRenderingContext2D | null = null;
let landmarks: DrawPoint[] | null = null;
/** The size of the frame the landmarks were found in (their pixel space). */
let landmarkSpace: { width: number; height: number } | null = null;
/** The overlay last drawn, in canvas pixels (index = BlazePose landmark); null when none. */
let overlay: DrawPoint[] | null = null;
/** The size of the last frame drawn (the camera's, before it is fitted to the canvas). */
let frameSize: { width: number; height: number } | null = null;
let lastFrame = -Infinity;
let lastLandmarks = -Infinity;
let framesDrawn = 0;
let port: MessagePort | null = null;
/** The page's words for the placeholders (core/protocol/draw.ts); English until it sends them. */
let texts: PlaceholderTexts = {};
/** The placeholder on the canvas, by its English; null while video is drawn. */
let shown: string | null = null;
/** 'Check my calibration' lines (guides.ts) while its panel is open; where they last went. */
let guides: DrawGuide[] | null = null;
let guidesDrawn: DrawStats['guides'] = null;

export function attachCanvas(c: OffscreenCanvas): void {
  canvas = c;
  ctx = c.getContext('2d', { alpha: false });
  showPlaceholder(PLACEHOLDERS.idle);
}

export function showPlaceholder(text: string): void {
  landmarks = null;
  overlay = null;
  shown = text;
  if (!ctx || !canvas) return;
  ctx.fillStyle = '#1f2937';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#e5e7eb';
  ctx.font = '20px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(texts[text] ?? text, canvas.width / 2, canvas.height / 2);
}

/** The placeholders in the page's language; the one on the canvas now is painted again in it. */
export function setTexts(next: PlaceholderTexts): void {
  texts = next;
  if (shown !== null) showPlaceholder(shown);
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Where a frame of any size goes on the canvas: scaled to fit whole, centred, aspect kept
 * (a 1280x720 camera on the 640x480 canvas is 640x360 with bars above and below).
 */
export function fitContain(fw: number, fh: number, cw: number, ch: number): Box {
  if (!(fw > 0 && fh > 0)) return { x: 0, y: 0, w: cw, h: ch };
  const s = Math.min(cw / fw, ch / fh);
  const w = fw * s;
  const h = fh * s;
  return { x: (cw - w) / 2, y: (ch - h) / 2, w, h };
}

/** Landmarks from frame pixels to canvas pixels, through the same box the frame was drawn in. */
function toCanvas(
  points: DrawPoint[],
  space: { width: number; height: number },
  box: Box,
): DrawPoint[] {
  const sx = box.w / space.width;
  const sy = box.h / space.height;
  return points.map((p) => ({ x: box.x + p.x * sx, y: box.y + p.y * sy, score: p.score }));
}

function drawFrame(frame: VideoFrame | ImageBitmap, now: number): void {
  try {
    if (!ctx || !canvas || now - lastFrame < FRAME_INTERVAL_MS) return;
    lastFrame = now;
    framesDrawn++;
    shown = null;
    const fw = 'displayWidth' in frame ? frame.displayWidth : frame.width;
    const fh = 'displayHeight' in frame ? frame.displayHeight : frame.height;
    frameSize = { width: fw, height: fh };
    const box = fitContain(fw, fh, canvas.width, canvas.height);
    if (box.w < canvas.width || box.h < canvas.height) {
      ctx.fillStyle = '#000000';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
    }
    ctx.drawImage(frame, box.x, box.y, box.w, box.h);
    overlay = landmarks && toCanvas(landmarks, landmarkSpace ?? { width: fw, height: fh }, box);
    if (overlay) drawSkeleton(ctx, overlay);
    guidesDrawn = guides && drawGuides(ctx, guides, overlay, box);
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
      landmarkSpace = msg.width && msg.height ? { width: msg.width, height: msg.height } : null;
      break;
    case 'placeholder':
      showPlaceholder(msg.text);
      break;
  }
}

/** The page's 'Check my calibration' lines, drawn with the next frames; null: none. */
export function setGuides(next: DrawGuide[] | null): void {
  guides = next;
  if (!next) guidesDrawn = null;
}

/** The pose worker's end of the channel; frames and landmarks arrive here. */
export function connect(p: MessagePort): void {
  port?.close();
  port = p;
  p.onmessage = (e: MessageEvent<DrawMessage>) => handle(e.data);
}

/** For ?debug (src/routes/monitor/DebugOverlay.tsx): `overlay` is where the landmarks were drawn. */
export function stats(): DrawStats {
  return { framesDrawn, hasLandmarks: landmarks !== null, overlay, frameSize, guides: guidesDrawn };
}
