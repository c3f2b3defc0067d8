// The draw worker's protocol: the messages the pose worker sends it over their MessageChannel (plain
// data plus transferred frames; the pixels never pass through the main thread), and DrawApi, what
// workers/draw/draw.worker.ts exposes to the page (src/pipeline/draw-bridge.ts).

export interface DrawPoint {
  x: number;
  y: number;
  score: number;
}

export type DrawMessage =
  | { type: 'frame'; frame: VideoFrame | ImageBitmap }
  /**
   * Landmarks in pixels of the analysed frame, whose size is `width` x `height` (the camera's own,
   * often not the canvas's 640x480); null clears the overlay (no pose).
   */
  | { type: 'landmarks'; points: DrawPoint[] | null; width?: number; height?: number }
  /** Shows a placeholder text instead of the video; null means "video is coming". */
  | { type: 'placeholder'; text: string };

export const PLACEHOLDERS = {
  /** Before the first Start: the camera is not on, and nothing says it is starting. */
  idle: 'Camera off',
  initializing: 'Initializing camera...',
  loading: 'Loading video...',
  stopped: 'Tracking stopped',
} as const;

/**
 * The placeholders in the page's language, keyed by their English (PLACEHOLDERS): the page sends
 * them (src/pipeline/draw-bridge.ts) because only it knows the language; the pose worker keeps
 * naming a placeholder by its English, and the draw worker paints the page's words for it. A text
 * it has no words for is painted as it came.
 */
export type PlaceholderTexts = Readonly<Record<string, string>>;

/** For ?debug (src/routes/monitor/DebugOverlay.tsx): `overlay` is where the landmarks were drawn. */
export interface DrawStats {
  framesDrawn: number;
  hasLandmarks: boolean;
  /** The overlay last drawn, in canvas pixels (index = BlazePose landmark); null when none. */
  overlay: DrawPoint[] | null;
  /** The size of the last frame drawn (the camera's, before it is fitted to the canvas). */
  frameSize: { width: number; height: number } | null;
  /** The guides last drawn: their kind and height in canvas pixels; null when none. */
  guides: { kind: DrawGuide['kind']; y: number }[] | null;
}

/**
 * 'Check my calibration' over the camera (docs/posture-rules.md#slouch-example): one horizontal
 * line at the height the ears had at calibration ('baseline') or at which a cue flags ('line').
 * Its height follows the person: `anchor` says how `value` places it.
 */
export interface DrawGuide {
  kind: 'baseline' | 'line';
  /**
   * 'frame': `value` is a fraction of the frame height from its top; 'above-shoulders': `value` is
   * the height above the shoulder midpoint, a fraction of the frame height; 'shoulder-widths': the
   * height above the shoulder midpoint in shoulder widths (both measured in the frame's pixels).
   */
  anchor: 'frame' | 'above-shoulders' | 'shoulder-widths';
  value: number;
  /** A few words painted at the line's start, in the page's language ('' for none). */
  label: string;
}

export interface DrawApi {
  attachCanvas(c: OffscreenCanvas): void;
  /** The pose worker's end of the channel; frames and landmarks arrive here. */
  connect(p: MessagePort): void;
  showPlaceholder(text: string): void;
  /** The placeholders' words in the page's language; the one on the canvas is painted again. */
  setTexts(texts: PlaceholderTexts): void;
  /** 'Check my calibration' lines drawn over the video with the landmarks; null: none. */
  setGuides(guides: DrawGuide[] | null): void;
  stats(): DrawStats;
}
