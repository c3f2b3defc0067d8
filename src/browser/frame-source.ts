// How camera frames reach the pose worker (docs/architecture.md#threads). Preferred: MediaStreamTrackProcessor's
// readable, transferred to the worker, so frames never touch the main thread. Fallback (Firefox,
// Safari): a hidden <video> and ImageBitmaps sent from here. A feature test picks the path.

export type FrameSourceKind = 'track-processor' | 'video-fallback';

interface TrackProcessorCtor {
  new (init: { track: MediaStreamTrack }): { readable: ReadableStream<VideoFrame> };
}

function trackProcessor(): TrackProcessorCtor | null {
  const ctor = (globalThis as { MediaStreamTrackProcessor?: TrackProcessorCtor })
    .MediaStreamTrackProcessor;
  return typeof ctor === 'function' ? ctor : null;
}

function canTransferStreams(): boolean {
  try {
    const rs = new ReadableStream();
    structuredClone(rs, { transfer: [rs] });
    return true;
  } catch {
    return false;
  }
}

export function chooseFrameSource(forceFallback = false): FrameSourceKind {
  return !forceFallback && trackProcessor() && canTransferStreams()
    ? 'track-processor'
    : 'video-fallback';
}

export function trackReadable(track: MediaStreamTrack): ReadableStream<VideoFrame> {
  const Ctor = trackProcessor();
  if (!Ctor) throw new Error('MediaStreamTrackProcessor is not available');
  return new Ctor({ track }).readable;
}

export interface VideoPump {
  stop(): void;
}

/** The video canvas draws at most 15 fps (docs/constants.md#timing); a hidden page's timers run once a second, matching its analysis rate. */
const PUMP_INTERVAL_MS = 1000 / 15;

/** Grabs ImageBitmaps from a hidden <video> playing `stream` and hands each to `push` (which owns it). */
export function startVideoPump(
  stream: MediaStream,
  push: (bitmap: ImageBitmap, timestampMs: number) => void,
): VideoPump {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  video.hidden = true;
  document.body.append(video);
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const tick = async () => {
    timer = null;
    if (stopped) return;
    if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) {
      try {
        const bmp = await createImageBitmap(video);
        if (stopped) bmp.close();
        else push(bmp, performance.now());
      } catch {
        // A frame that cannot be grabbed (track just ended) is skipped.
      }
    }
    if (!stopped) timer = setTimeout(tick, PUMP_INTERVAL_MS);
  };
  void video.play().catch(() => undefined);
  void tick();

  return {
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      video.pause();
      video.srcObject = null;
      video.remove();
    },
  };
}
