// The draw worker's bridge: owns the worker and the canvas it draws on. The canvas element is made
// here, not by React, because transferControlToOffscreen() works once per element and a remount
// (StrictMode, route changes) needs a fresh one. Worker lifetime: src/browser/worker-bridge.ts.
import * as Comlink from 'comlink';
import type { DrawApi } from '../../workers/draw/draw.worker.ts';
import { createWorkerBridge, type WorkerFailure } from './worker-bridge.ts';

export const CANVAS_WIDTH = 640;
export const CANVAS_HEIGHT = 480;

export interface DrawBridge {
  /** Creates the canvas inside `host` and hands it to the worker. Returns the element. */
  mount(host: HTMLElement): HTMLCanvasElement;
  /** A port the pose worker sends frames and landmarks to. */
  port(): MessagePort;
  api(): Comlink.Remote<DrawApi>;
  /** Reports a draw worker failure (the overlay is lost; analysis goes on). */
  onFailure(fn: (e: WorkerFailure) => void): () => void;
  dispose(): void;
}

export function createDrawBridge(): DrawBridge {
  const bridge = createWorkerBridge<DrawApi>(
    'draw',
    () =>
      new Worker(new URL('../../workers/draw/draw.worker.ts', import.meta.url), {
        type: 'module',
        name: 'draw',
      }),
  );
  let canvas: HTMLCanvasElement | null = null;
  return {
    api: bridge.api,
    onFailure: bridge.onFailure,
    mount(host) {
      canvas?.remove();
      canvas = document.createElement('canvas');
      canvas.width = CANVAS_WIDTH;
      canvas.height = CANVAS_HEIGHT;
      canvas.setAttribute('aria-label', 'Camera view with pose landmarks');
      canvas.dataset.testid = 'pose-canvas';
      canvas.style.width = '100%';
      canvas.style.maxWidth = `${CANVAS_WIDTH}px`;
      canvas.style.display = 'block';
      host.append(canvas);
      const off = canvas.transferControlToOffscreen();
      bridge.call((api) => api.attachCanvas(Comlink.transfer(off, [off]))).catch(() => undefined); // a failure is reported through onFailure
      return canvas;
    },
    port() {
      const channel = new MessageChannel();
      bridge
        .call((api) => api.connect(Comlink.transfer(channel.port1, [channel.port1])))
        .catch(() => undefined);
      return channel.port2;
    },
    dispose() {
      canvas?.remove();
      canvas = null;
      void bridge.dispose();
    },
  };
}
