// Watches the tfjs backend's graphics device (docs/architecture.md#pose-model): WebGL's
// 'webglcontextlost' on the backend's OffscreenCanvas, WebGPU's `device.lost`. A loss is thrown as
// an uncaught error (core/protocol/pose.ts), which the page's worker bridge reports as a worker failure.
import * as tf from '@tensorflow/tfjs-core';
import { gpuLostMessage, type BackendName } from '../../core/protocol/pose.ts';

type WebGLBackendLike = { gpgpu?: { gl?: WebGL2RenderingContext | WebGLRenderingContext } };
type WebGPUBackendLike = { device?: GPUDevice };

let watching: BackendName | null = null;
let reported = false;

function glContext(): WebGL2RenderingContext | WebGLRenderingContext | null {
  return (tf.backend() as unknown as WebGLBackendLike).gpgpu?.gl ?? null;
}

function device(): GPUDevice | null {
  return (tf.backend() as unknown as WebGPUBackendLike).device ?? null;
}

function report(backend: BackendName, detail: string): void {
  if (reported || watching !== backend) return;
  reported = true;
  console.error('[pose] graphics device lost:', detail);
  // Thrown outside any promise, so it reaches the Worker's 'error' event on the page.
  setTimeout(() => {
    throw new Error(gpuLostMessage(backend));
  });
}

/** Starts watching the backend tfjs now uses (after initDetector chose it). */
export function watchGpu(backend: BackendName): void {
  watching = backend;
  reported = false;
  if (backend === 'webgl') {
    // The worker's lib has no `canvas` on the context: it is tfjs's OffscreenCanvas.
    const canvas = (glContext() as { canvas?: EventTarget } | null)?.canvas;
    canvas?.addEventListener('webglcontextlost', () => report('webgl', 'webglcontextlost'));
  } else if (backend === 'webgpu') {
    void device()?.lost.then((info) => report('webgpu', `${info.reason}: ${info.message}`));
  }
}

/** The detector is disposed on purpose: a device destroyed with it is no loss. */
export function unwatchGpu(): void {
  watching = null;
}

/** Polled after a failed estimate, for browsers that lose the context without the event. */
export function checkGpu(): void {
  if (watching === 'webgl' && glContext()?.isContextLost()) report('webgl', 'isContextLost()');
}

/** ?debug only: loses the graphics device as a GPU reset would. false when there is none to lose. */
export function loseGpu(): boolean {
  if (watching === 'webgl') {
    const ext = glContext()?.getExtension('WEBGL_lose_context');
    ext?.loseContext();
    return !!ext;
  }
  if (watching === 'webgpu') {
    const d = device();
    d?.destroy();
    return !!d;
  }
  return false;
}
