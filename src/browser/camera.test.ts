// getUserMedia cannot run in Node, so these use a stand-in mediaDevices with stand-in tracks (said
// in each name). The real camera path runs in e2e/pipeline.e2e.ts with Chromium's fake device.
import { describe, expect, it, vi } from 'vitest';
import {
  CAMERA_CONSTRAINTS,
  CAMERA_DISCONNECTED,
  createCamera,
  type CameraStatus,
} from './camera.ts';

function standInTrack() {
  return { stop: vi.fn(), onended: null as null | (() => void), kind: 'video' };
}
function standInStream(track = standInTrack()) {
  return {
    track,
    stream: { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream,
  };
}
function recorder() {
  const seen: [CameraStatus, string | null][] = [];
  return { seen, listener: (s: CameraStatus, d: string | null) => seen.push([s, d]) };
}

describe('camera adapter (stand-in mediaDevices)', () => {
  it('asks for 640x480, user-facing, no audio', () => {
    expect(CAMERA_CONSTRAINTS).toEqual({
      video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' },
      audio: false,
    });
  });

  it('goes Connecting... -> Connected, and stop() releases every track -> Stopped', async () => {
    const { track, stream } = standInStream();
    const getUserMedia = vi.fn().mockResolvedValue(stream);
    const r = recorder();
    const cam = createCamera(r.listener, { getUserMedia });
    expect(cam.status).toBe('Not initialized');
    expect(await cam.start()).toBe(stream);
    expect(getUserMedia).toHaveBeenCalledWith(CAMERA_CONSTRAINTS);
    cam.stop();
    expect(track.stop).toHaveBeenCalledTimes(1);
    expect(cam.stream).toBeNull();
    expect(r.seen.map((s) => s[0])).toEqual(['Connecting...', 'Connected', 'Stopped']);
  });

  it('a refused prompt becomes Permission denied with a reason', async () => {
    const r = recorder();
    const err = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    const cam = createCamera(r.listener, { getUserMedia: vi.fn().mockRejectedValue(err) });
    expect(await cam.start()).toBeNull();
    expect(r.seen.at(-1)).toEqual(['Permission denied', 'Camera access was denied.']);
  });

  it('a track that ends by itself (unplugged) becomes Stopped with a clear reason', async () => {
    const { track, stream } = standInStream();
    const r = recorder();
    const cam = createCamera(r.listener, { getUserMedia: vi.fn().mockResolvedValue(stream) });
    await cam.start();
    track.onended?.();
    expect(r.seen.at(-1)).toEqual(['Stopped', CAMERA_DISCONNECTED]);
    expect(cam.stream).toBeNull();
  });

  it('stop() while the prompt is open releases the stream that arrives late', async () => {
    const { track, stream } = standInStream();
    let resolve!: (s: MediaStream) => void;
    const cam = createCamera(recorder().listener, {
      getUserMedia: () => new Promise((ok) => (resolve = ok)),
    });
    const started = cam.start();
    cam.stop();
    resolve(stream);
    expect(await started).toBeNull();
    expect(track.stop).toHaveBeenCalled();
    expect(cam.status).toBe('Stopped');
  });
});
