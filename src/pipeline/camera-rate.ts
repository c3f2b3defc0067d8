// Asks the camera only for the frames the pose worker uses (workers/pose/cadence.ts). In the
// foreground (10 analyses a second, drawn at 15 fps) the camera's usual 30 fps, so each analysis
// starts soon after the previous one ends; in low power (2 analyses a second, drawn at that rate)
// 10 fps, and a hidden page (1 analysis a second, nothing drawn) 5: a few frames per analysis, so
// the pacing's 500 ms and 1 s steps are met within a frame. Each frame the browser does not
// deliver is one the track processor and the pose worker never handle. The frame-rate constraint
// (https://w3c.github.io/mediacapture-main/#dom-mediatrackconstraintset-framerate) replaces the
// track's constraints as a whole, so it is applied with the size the track has now (getSettings):
// the app's own 640x480 ideal would make the browser scale a camera that opened at 1280x720.

export const FOREGROUND_FPS = 30;
export const LOW_POWER_FPS = 10;
export const HIDDEN_FPS = 5;

export function cameraFrameRate(hidden: boolean, lowPower: boolean): number {
  return hidden ? HIDDEN_FPS : lowPower ? LOW_POWER_FPS : FOREGROUND_FPS;
}

type Track = Pick<MediaStreamTrack, 'applyConstraints' | 'readyState' | 'getSettings'>;

export interface CameraRate {
  /** Applies the rate for this state to `track` when it differs from what that track was given. */
  follow(track: Track | null, hidden: boolean, lowPower: boolean): void;
}

export function createCameraRate(): CameraRate {
  let given: { track: Track; fps: number } | null = null;
  return {
    follow(track, hidden, lowPower) {
      if (!track || track.readyState !== 'live') return;
      const fps = cameraFrameRate(hidden, lowPower);
      if (given?.track === track && given.fps === fps) return;
      given = { track, fps };
      const { width, height } = track.getSettings();
      const size: MediaTrackConstraints = {};
      if (width) size.width = { ideal: width };
      if (height) size.height = { ideal: height };
      // A camera that cannot honour it keeps its rate: the worker still picks the frames it uses.
      track.applyConstraints({ ...size, frameRate: { max: fps } }).catch((e: unknown) => {
        console.warn('[camera] frame rate not applied', e);
      });
    },
  };
}
