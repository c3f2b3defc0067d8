// One place for how the tests start Debian's Chromium (never a downloaded browser).
import { fileURLToPath } from 'node:url';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FAKE_CAMERA = fileURLToPath(
  new URL('./fixtures/good-then-slouched.mjpeg', import.meta.url),
);

/** The flag that serves a file as Chromium's fake webcam (e2e/clip-camera.ts reads it back). */
export const FAKE_FILE_ARG = '--use-file-for-fake-video-capture=';

export interface ChromiumOptions {
  /** Serve this file as the webcam (default: the seated good-then-slouched clip). null: no fake file. */
  camera?: string | null;
  /** Let WebGPU run on SwiftShader (slow, but real). */
  webgpu?: boolean;
}

export function chromiumArgs({
  camera = FAKE_CAMERA,
  webgpu = false,
}: ChromiumOptions = {}): string[] {
  const args = [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--disable-dev-shm-usage',
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    // Keep timers and rAF running in background tabs so long runs measure the real loop.
    '--disable-background-timer-throttling',
    '--disable-renderer-backgrounding',
    '--ignore-gpu-blocklist',
    '--enable-unsafe-swiftshader',
  ];
  if (camera) args.push(`${FAKE_FILE_ARG}${camera}`);
  if (webgpu)
    args.push(
      '--enable-unsafe-webgpu',
      '--use-webgpu-adapter=swiftshader',
      '--enable-features=Vulkan',
    );
  return args;
}
