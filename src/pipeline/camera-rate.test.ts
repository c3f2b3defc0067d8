import { describe, expect, it, vi } from 'vitest';
import { cameraFrameRate, createCameraRate } from './camera-rate.ts';

/** A fake video track that records applyConstraints (mocked MediaStreamTrack). */
function fakeTrack(width = 1280, height = 720) {
  return {
    readyState: 'live' as MediaStreamTrackState,
    getSettings: (): MediaTrackSettings => ({ width, height }),
    applyConstraints: vi.fn((_: MediaTrackConstraints) => Promise.resolve()),
  };
}

describe('camera frame rate (mocked track)', () => {
  it('asks for 30 fps in the foreground, 10 in low power, 5 when hidden', () => {
    expect(cameraFrameRate(false, false)).toBe(30);
    expect(cameraFrameRate(false, true)).toBe(10);
    expect(cameraFrameRate(true, false)).toBe(5);
    expect(cameraFrameRate(true, true)).toBe(5);
  });

  it("keeps the track's own size with the rate, once per change and per track", () => {
    const rate = createCameraRate();
    const a = fakeTrack();
    rate.follow(a, false, false);
    rate.follow(a, false, false);
    expect(a.applyConstraints).toHaveBeenCalledTimes(1);
    expect(a.applyConstraints.mock.calls[0]![0]).toMatchObject({
      width: { ideal: 1280 },
      height: { ideal: 720 },
      frameRate: { max: 30 },
    });
    rate.follow(a, false, true);
    expect(a.applyConstraints.mock.calls[1]![0]).toMatchObject({ frameRate: { max: 10 } });
    const b = fakeTrack(640, 480); // the camera opened again: its new track is told too
    rate.follow(b, false, true);
    expect(b.applyConstraints).toHaveBeenCalledTimes(1);
    expect(b.applyConstraints.mock.calls[0]![0]).toMatchObject({
      width: { ideal: 640 },
      height: { ideal: 480 },
      frameRate: { max: 10 },
    });
  });

  it('leaves an ended track alone and survives a camera that refuses', async () => {
    const rate = createCameraRate();
    const ended = { ...fakeTrack(), readyState: 'ended' as MediaStreamTrackState };
    rate.follow(ended, false, false);
    expect(ended.applyConstraints).not.toHaveBeenCalled();
    const refusing = fakeTrack();
    refusing.applyConstraints.mockRejectedValueOnce(new Error('OverconstrainedError'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    rate.follow(refusing, false, false);
    await new Promise((r) => setTimeout(r, 0));
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
