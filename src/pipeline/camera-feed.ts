// The camera's frames on their way to the pose worker (docs/architecture.md#threads): opens the
// camera, hands its track to the worker (MediaStreamTrackProcessor) or pumps ImageBitmaps from a
// hidden <video> (fallback), and watches the track's frame counter for a stall. Worker lifetime
// and what a quiet camera means are the pipeline's (src/pipeline/pipeline.ts).
import * as Comlink from 'comlink';
import { CAMERA_STALLED, watchCamera, type CameraWatch } from '../browser/camera-watch.ts';
import { CAMERA_DISCONNECTED, createCamera, type CameraStatus } from '../browser/camera.ts';
import {
  chooseFrameSource,
  startVideoPump,
  trackReadable,
  type FrameSourceKind,
  type VideoPump,
} from '../browser/frame-source.ts';
import type { PoseRemote } from './pose-bridge.ts';

export interface FeedEvents {
  camera(status: CameraStatus, detail: string | null): void;
  frameSource(kind: FrameSourceKind): void;
}

/** What the feed needs of the pose worker: its current remote, and whether one is running. */
export interface FeedWorker {
  readonly started: boolean;
  api(): PoseRemote;
}

export function createCameraFeed(
  forceFallback: boolean,
  events: FeedEvents,
  worker: FeedWorker,
  /** Where a failed worker call goes (the pipeline's restart path). */
  guard: (p: Promise<unknown>) => void,
) {
  const camera = createCamera(events.camera);
  let pump: VideoPump | null = null;
  let track: MediaStreamTrack | null = null;
  let stream: MediaStream | null = null;
  let watch: CameraWatch | null = null;
  let reacquiring = false;

  /** Opens the camera; keeps it only while `current()` (a Stop may come while the prompt is open). */
  async function open(current: () => boolean, note?: string): Promise<boolean> {
    const s = await camera.start(note);
    const t = s?.getVideoTracks()[0];
    if (!s || !t || !current()) return false;
    stream = s;
    track = t;
    watch = watchCamera(t, performance.now());
    return true;
  }

  /** Hands the camera's frames to the worker; false when the track is already gone. */
  function attach(api: PoseRemote): boolean {
    if (!track || !stream || track.readyState !== 'live') return false;
    const kind = chooseFrameSource(forceFallback);
    events.frameSource(kind);
    if (kind === 'track-processor') {
      let readable: ReadableStream<VideoFrame>;
      try {
        readable = trackReadable(track);
      } catch {
        return false; // the track ended under us: the camera stopping
      }
      guard(api.consume(Comlink.transfer(readable, [readable])));
    } else {
      pump?.stop();
      pump = startVideoPump(stream, (bmp, ts) => {
        if (worker.started) void worker.api().pushFrame(Comlink.transfer(bmp, [bmp]), ts);
        else bmp.close();
      });
    }
    return true;
  }

  return {
    open,
    attach,
    /** The track ended or cannot be handed over: release it and say so. */
    lost: () => camera.lost(CAMERA_DISCONNECTED),
    close(): void {
      watch = null;
      pump?.stop();
      pump = null;
      track = null;
      stream = null;
      camera.stop();
    },
    /** True when the track's frame counter has not moved for 5 s (src/browser/camera-watch.ts). */
    quiet: (t: number) => watch?.check(t) ?? false,
    arriving: () => watch?.arriving() ?? false,
    resetWatch: (t: number) => watch?.reset(t),
    /** The camera's video track while open (src/pipeline/camera-rate.ts sets its frame rate). */
    get track() {
      return track;
    },
    get reacquiring() {
      return reacquiring;
    },
    /** A stalled camera: a live track that sent nothing for 5 s is opened again. */
    async reacquire(current: () => boolean): Promise<void> {
      if (reacquiring) return;
      reacquiring = true;
      console.warn('[pipeline] the camera sent no frames for 5 s: opening it again');
      watch = null;
      pump?.stop();
      pump = null;
      try {
        if ((await open(current, CAMERA_STALLED)) && !attach(worker.api()))
          camera.lost(CAMERA_DISCONNECTED);
      } finally {
        reacquiring = false;
      }
    },
  };
}

export type CameraFeed = ReturnType<typeof createCameraFeed>;
