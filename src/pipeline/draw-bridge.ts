// The draw worker's bridge: owns the worker and the canvas it draws on. The canvas element is made
// here, not by React, because transferControlToOffscreen() works once per element and a remount
// (StrictMode, route changes) needs a fresh one. Worker lifetime: worker-bridge.ts.
import * as Comlink from 'comlink';
import { PLACEHOLDERS, type DrawApi, type PlaceholderTexts } from '../../core/protocol/draw.ts';
import { subscribeLanguage, t } from '../i18n/index.ts';
import { createWorkerBridge, type WorkerFailure } from './worker-bridge.ts';

export const CANVAS_WIDTH = 640;
export const CANVAS_HEIGHT = 480;

/** The canvas placeholders in the page's language, keyed by their English (core/protocol/draw.ts). */
export function placeholderTexts(): PlaceholderTexts {
  return Object.fromEntries(Object.values(PLACEHOLDERS).map((english) => [english, t(english)]));
}

export interface DrawBridge {
  /**
   * Creates the canvas inside `host` and hands it to the worker. Returns the element. `onShown`
   * hears whether the canvas is on screen (an IntersectionObserver: scrolled away, collapsed or
   * display:none is off screen), so frames nobody can see are not drawn.
   */
  mount(host: HTMLElement, onShown?: (shown: boolean) => void): HTMLCanvasElement;
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
  let seen: IntersectionObserver | null = null;
  // The canvas is made outside React, so its name and the words the worker paints on it (sent
  // before the canvas, so the first placeholder is already in the page's language) follow the
  // page's language here.
  const sendTexts = () =>
    void bridge.call((api) => api.setTexts(placeholderTexts())).catch(() => undefined);
  const labelCanvas = () =>
    canvas?.setAttribute('aria-label', t('Camera view with pose landmarks'));
  const unsubscribe = subscribeLanguage(() => {
    labelCanvas();
    if (canvas) sendTexts();
  });
  const watch = (c: HTMLCanvasElement, onShown?: (shown: boolean) => void) => {
    seen?.disconnect();
    seen = null;
    if (!onShown || typeof IntersectionObserver !== 'function') return;
    seen = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) onShown(last.isIntersecting);
    });
    seen.observe(c);
  };
  return {
    api: bridge.api,
    onFailure: bridge.onFailure,
    mount(host, onShown) {
      canvas?.remove();
      canvas = document.createElement('canvas');
      canvas.width = CANVAS_WIDTH;
      canvas.height = CANVAS_HEIGHT;
      labelCanvas();
      canvas.dataset.testid = 'pose-canvas';
      canvas.style.width = '100%';
      canvas.style.maxWidth = `${CANVAS_WIDTH}px`;
      canvas.style.display = 'block';
      host.append(canvas);
      watch(canvas, onShown);
      const off = canvas.transferControlToOffscreen();
      sendTexts();
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
      unsubscribe();
      seen?.disconnect();
      seen = null;
      canvas?.remove();
      canvas = null;
      void bridge.dispose();
    },
  };
}
