// The recorded-landmark pose source (docs/testing.md#replay): e2e builds only. detector.ts loads
// it instead of BlazePose when a test page hands the worker a ReplayPack; `vite build` in the
// production mode drops the branch that imports it, so it is not in the shipped bundle.
// Each frame is box-averaged into a grey thumbnail and answered with the landmarks real BlazePose
// found in the pack's nearest picture: the status follows what the fake camera shows, as with the
// model, without the model's 50-85 ms of CPU per frame.
import { boxThumb, nearestEntry, type ReplayPack } from '../../core/protocol/replay.ts';
import type { PoseSource } from './pose-source.ts';

/** A frame further than this (mean squared difference per normalised cell) from every picture shows nobody the pack knows. */
const MAX_DISTANCE = 0.25;
/** The frame the pack's pictures were recorded in (tests/fixtures/accuracy: letterboxed to 640x480). */
const W = 640;
const H = 480;

export function replaySource(pack: ReplayPack): PoseSource {
  const ctx = new OffscreenCanvas(W, H).getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('replay: no 2d context');
  const grey = new Float32Array(W * H);
  const seen = { frames: 0, unknown: 0, nearest: 0 };
  /** Names this source in its lines: a page that loads the model again gets a new source, counted apart. */
  const id = Math.random().toString(36).slice(2, 8);
  /**
   * The spec reads these lines (e2e/replay.ts): the pack is in use, and how well frames matched
   * (each source's counts since it started).
   */
  const report = () =>
    console.info(
      `[replay] ${pack.name} source ${id}: ${seen.frames} frames, ${seen.unknown} matched no picture` +
        (seen.unknown ? ` (the last ${seen.nearest.toFixed(3)} from one)` : ''),
    );
  report();
  return {
    async estimatePoses(pixels) {
      // The frame loop hands every source an ImageBitmap (detector.ts PoseInput).
      const input = pixels as ImageBitmap;
      // Placed in 640x480 as the pack's pictures were (scaled to fit, centred, black bars): a
      // clip of 224x224 stills arrives at its own size, a 640x480 one as it is.
      const s = Math.min(W / input.width, H / input.height);
      const ox = (W - input.width * s) / 2;
      const oy = (H - input.height * s) / 2;
      ctx.fillStyle = '#000';
      ctx.fillRect(0, 0, W, H);
      ctx.drawImage(input, ox, oy, input.width * s, input.height * s);
      const rgba = ctx.getImageData(0, 0, W, H).data;
      for (let i = 0, p = 0; i < grey.length; i++, p += 4)
        grey[i] = 0.299 * rgba[p]! + 0.587 * rgba[p + 1]! + 0.114 * rgba[p + 2]!;
      const found = nearestEntry(pack, boxThumb(grey, W, H));
      const known = found !== null && found.distance <= MAX_DISTANCE;
      seen.frames++;
      if (!known) {
        seen.unknown++;
        seen.nearest = found?.distance ?? Infinity;
      }
      if (seen.frames === 1 || seen.frames % 100 === 0) report();
      const pose = known ? pack.poses[found.entry.pose] : null;
      if (!pose) return [];
      return [
        {
          keypoints: pose.keypoints.map((k) => ({ ...k, x: (k.x - ox) / s, y: (k.y - oy) / s })),
          ...(pose.keypoints3D ? { keypoints3D: pose.keypoints3D } : {}),
        },
      ];
    },
    reset() {},
    dispose() {},
  };
}
