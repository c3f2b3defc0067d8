// Camera adapter (docs/posture-rules.md#monitoring-flow): 640x480, user-facing, no audio. Stopping releases
// every track so the camera light goes off; a track that ends on its own (camera unplugged,
// permission revoked) turns into 'Stopped' with a reason the page can show (through t()).
import { msg, t } from '../i18n/index.ts';

export type CameraStatus =
  'Not initialized' | 'Connecting...' | 'Connected' | 'Permission denied' | 'Stopped';

export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' },
  audio: false,
};

export const CAMERA_DISCONNECTED = msg('The camera was disconnected.');

export interface Camera {
  /**
   * Resolves to the stream, or null when the camera could not be opened (status says why).
   * `note` stays with 'Connecting...' and 'Connected' (why the camera was re-acquired).
   */
  start(note?: string): Promise<MediaStream | null>;
  stop(): void;
  /** The track ended or stalled without an 'ended' event: release it and say why. */
  lost(detail: string): void;
  readonly status: CameraStatus;
  readonly stream: MediaStream | null;
}

export type CameraListener = (status: CameraStatus, detail: string | null) => void;

function describe(e: unknown): string {
  const name = (e as { name?: string })?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return msg('Camera access was denied.');
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return msg('No camera was found.');
  if (name === 'NotReadableError') return msg('The camera is in use by another application.');
  // The browser's own reason is not ours to translate: this one is made in the current language.
  return e instanceof Error && e.message
    ? t('The camera could not be opened: {reason}', { reason: e.message })
    : msg('The camera could not be opened.');
}

export function createCamera(
  listener: CameraListener,
  media: Pick<MediaDevices, 'getUserMedia'> | undefined = navigator.mediaDevices,
): Camera {
  let status: CameraStatus = 'Not initialized';
  let stream: MediaStream | null = null;
  let attempt = 0;
  const set = (s: CameraStatus, detail: string | null = null) => {
    status = s;
    listener(s, detail);
  };

  const release = () => {
    for (const t of stream?.getTracks() ?? []) {
      t.onended = null;
      t.stop();
    }
    stream = null;
  };

  return {
    get status() {
      return status;
    },
    get stream() {
      return stream;
    },
    async start(note) {
      release();
      const mine = ++attempt;
      set('Connecting...', note ?? null);
      if (!media?.getUserMedia) {
        set('Permission denied', msg('This browser cannot open a camera.'));
        return null;
      }
      try {
        const s = await media.getUserMedia(CAMERA_CONSTRAINTS);
        if (mine !== attempt) {
          // stop() (or another start) came while the prompt was open.
          for (const t of s.getTracks()) t.stop();
          return null;
        }
        stream = s;
        for (const t of s.getVideoTracks()) {
          t.onended = () => {
            if (stream !== s) return;
            release();
            set('Stopped', CAMERA_DISCONNECTED);
          };
        }
        set('Connected', note ?? null);
        return s;
      } catch (e) {
        if (mine === attempt) set('Permission denied', describe(e));
        return null;
      }
    },
    lost(detail) {
      attempt++;
      release();
      set('Stopped', detail);
    },
    stop() {
      attempt++;
      const had = stream !== null || status === 'Connecting...';
      release();
      if (had || status === 'Connected') set('Stopped');
    },
  };
}
