// docs/product.md#widget floating widget: a Document Picture-in-Picture window where the browser has one,
// otherwise video picture-in-picture of a canvas stream that draws the same. docs/api.md#errors: an open
// failure is logged (through the caller's `log`) and leaves the widget inactive (openWidget resolves null).
import {
  drawWidget,
  renderSnoozeRow,
  renderWidgetDom,
  SNOOZE_ROW_HEIGHT,
  WIDGET_HEIGHT,
  WIDGET_WIDTH,
  type WidgetView,
} from './widget-view.ts';

/** Where an open failure is reported: the caller's local log (src/state/local-log.ts). */
export type WidgetLog = (level: 'warn' | 'error', message: string, data?: unknown) => void;

export interface WidgetHandle {
  kind: 'document' | 'video';
  update: (v: WidgetView) => void;
  close: () => void;
}

interface DocumentPip {
  requestWindow: (opts: { width: number; height: number }) => Promise<Window>;
}

function documentPip(): DocumentPip | null {
  return (
    (globalThis as unknown as { documentPictureInPicture?: DocumentPip })
      .documentPictureInPicture ?? null
  );
}

function videoPipSupported(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.pictureInPictureEnabled === true &&
    typeof HTMLCanvasElement.prototype.captureStream === 'function'
  );
}

/** Whether 'Open Widget' is offered at all (docs/product.md#widget: only if a floating mini-window is supported). */
export function isWidgetSupported(): boolean {
  return documentPip() !== null || videoPipSupported();
}

async function openDocumentWidget(
  api: DocumentPip,
  v: WidgetView,
  onClosed: () => void,
  onSnooze?: (ms: number) => void,
): Promise<WidgetHandle> {
  const win = await api.requestWindow({
    width: WIDGET_WIDTH,
    height: WIDGET_HEIGHT + (onSnooze ? SNOOZE_ROW_HEIGHT : 0),
  });
  renderWidgetDom(win.document, v);
  if (onSnooze) renderSnoozeRow(win.document, onSnooze);
  win.addEventListener('pagehide', onClosed, { once: true });
  return {
    kind: 'document',
    update: (next) => renderWidgetDom(win.document, next),
    close: () => win.close(),
  };
}

async function openVideoWidget(v: WidgetView, onClosed: () => void): Promise<WidgetHandle> {
  const canvas = document.createElement('canvas');
  canvas.width = WIDGET_WIDTH;
  canvas.height = WIDGET_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas context for the widget');
  drawWidget(ctx, v);
  const stream = canvas.captureStream(2);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  // The element must be in the document for PiP in some browsers; keep it out of sight.
  video.style.cssText =
    'position:fixed;width:1px;height:1px;opacity:0;pointer-events:none;left:0;top:0';
  document.body.append(video);
  const cleanup = () => {
    stream.getTracks().forEach((t) => t.stop());
    video.remove();
  };
  try {
    await video.play();
    await video.requestPictureInPicture();
  } catch (e) {
    cleanup();
    throw e;
  }
  video.addEventListener(
    'leavepictureinpicture',
    () => {
      cleanup();
      onClosed();
    },
    { once: true },
  );
  return {
    kind: 'video',
    update: (next) => drawWidget(ctx, next),
    close: () => {
      if (document.pictureInPictureElement === video)
        void document.exitPictureInPicture().catch(() => undefined);
      else cleanup();
    },
  };
}

/**
 * Must be called from a user gesture (PiP requires one). `onSnooze` adds the snooze buttons where
 * the widget is a document (video picture-in-picture has no buttons).
 */
export async function openWidget(
  v: WidgetView,
  onClosed: () => void,
  log: WidgetLog,
  onSnooze?: (ms: number) => void,
): Promise<WidgetHandle | null> {
  const api = documentPip();
  if (api) {
    try {
      return await openDocumentWidget(api, v, onClosed, onSnooze);
    } catch (e) {
      log('warn', 'document picture-in-picture failed; trying video picture-in-picture', e);
    }
  }
  if (videoPipSupported()) {
    try {
      return await openVideoWidget(v, onClosed);
    } catch (e) {
      log('error', 'picture-in-picture could not open', e);
      return null;
    }
  }
  log('error', 'picture-in-picture is not supported here');
  return null;
}
