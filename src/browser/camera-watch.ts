// docs/product.md#what-survives-what, a stalled camera: whether the camera is delivering frames,
// read from the track's own counter (MediaStreamTrack.stats.totalFrames, no per-frame work). A live
// track whose counter has not moved for CAMERA_STALL_MS has stalled. Where a browser has no
// counter, a live, unmuted track counts as delivering and a stall cannot be seen.
import { msg } from '../i18n/index.ts';

export const CAMERA_STALL_MS = 5000;
/** Frames counted within this long mean frames are arriving now (the watchdog's question). */
const ARRIVING_MS = 1500;
export const CAMERA_STALLED = msg('The camera stopped sending video.');

export function frameCount(track: MediaStreamTrack): number | null {
  const stats = (track as { stats?: { totalFrames?: unknown } }).stats;
  return typeof stats?.totalFrames === 'number' ? stats.totalFrames : null;
}

export interface CameraWatch {
  /** Reads the counter at `t`; true when the track has stalled. */
  check(t: number): boolean;
  arriving(): boolean;
  /** Forget the past (after a freeze: the counter did not run either). */
  reset(t: number): void;
}

export function watchCamera(track: MediaStreamTrack, start: number): CameraWatch {
  let last = frameCount(track);
  let changedAt = start;
  let at = start;
  const live = () => track.readyState === 'live' && !track.muted;
  return {
    check(t) {
      at = t;
      const n = frameCount(track);
      if (n === null || !live()) return false;
      if (n !== last) {
        last = n;
        changedAt = t;
        return false;
      }
      return t - changedAt >= CAMERA_STALL_MS;
    },
    arriving() {
      if (!live()) return false;
      return frameCount(track) === null || at - changedAt < ARRIVING_MS;
    },
    reset(t) {
      last = frameCount(track);
      changedAt = t;
      at = t;
    },
  };
}
