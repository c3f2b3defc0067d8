// Messages from the pose worker to the draw worker over their MessageChannel. Plain data plus
// transferred frames; the pixels never pass through the main thread.

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
