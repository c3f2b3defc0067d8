// The fake camera's clock for specs that judge a clip by its seconds: when the camera opened (the
// clip's second 0; the latest opening, since the clip restarts with it) and each alert toast the
// page added, with its time and words. Installed before the page loads.
import type { Page } from '@playwright/test';

export interface ClipRecord {
  cameraAt: number;
  toasts: { at: number; text: string }[];
}

/** Starts recording on `page`; returns the reader of what was recorded so far. */
export async function recordCameraAndToasts(page: Page): Promise<() => Promise<ClipRecord>> {
  await page.addInitScript(() => {
    const rec: ClipRecord = { cameraAt: 0, toasts: [] };
    (window as unknown as { __clip: ClipRecord }).__clip = rec;
    const media = navigator.mediaDevices;
    const gum = media.getUserMedia.bind(media);
    media.getUserMedia = async (c) => {
      const s = await gum(c);
      rec.cameraAt = Date.now();
      return s;
    };
    new MutationObserver((list) => {
      for (const m of list)
        m.addedNodes.forEach((n) => {
          if (n instanceof HTMLElement && n.dataset.testid === 'alert-toast')
            rec.toasts.push({ at: Date.now(), text: n.textContent ?? '' });
        });
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __clip: ClipRecord }).__clip);
}
