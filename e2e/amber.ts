// The 'Gentle, then louder' alert style's amber (docs/posture-rules.md#alerts), as the page shows
// it: `data-alert="amber"` on <html>, recorded in the page with the alert toasts as they come; and
// the notification a hidden tab gets instead (headless Chromium shows none: a stand-in records it).
import type { Page } from '@playwright/test';

export interface Times {
  amberOn: number[];
  amberOff: number[];
  toasts: number[];
}

/** Page-clock times of each amber change on <html> and each alert toast added. */
export async function recordAmberAndToasts(page: Page) {
  await page.addInitScript(() => {
    const rec: Times = { amberOn: [], amberOff: [], toasts: [] };
    (window as unknown as { __gentle: Times }).__gentle = rec;
    let amber = false;
    // <html> does not exist yet when an init script runs: watch the document for it.
    new MutationObserver(() => {
      const now = document.documentElement?.dataset.alert === 'amber';
      if (now !== amber) (now ? rec.amberOn : rec.amberOff).push(Date.now());
      amber = now;
    }).observe(document, { attributes: true, attributeFilter: ['data-alert'], subtree: true });
    new MutationObserver((list) => {
      for (const m of list)
        m.addedNodes.forEach((n) => {
          if (n instanceof HTMLElement && n.dataset.testid === 'alert-toast')
            rec.toasts.push(Date.now());
        });
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __gentle: Times }).__gentle);
}

/** Replaces the page's Notification with a stand-in that records each one (title, body, time). */
export async function recordNotifications(page: Page) {
  await page.addInitScript(() => {
    const shown: { title: string; body: string; at: number }[] = [];
    (window as unknown as { __notes: typeof shown }).__notes = shown;
    class StandIn {
      static permission = 'granted';
      static requestPermission = () => Promise.resolve('granted');
      constructor(title: string, opts?: { body?: string }) {
        shown.push({ title, body: opts?.body ?? '', at: Date.now() });
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: StandIn, configurable: true });
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { __notes: { title: string; body: string; at: number }[] }).__notes,
    );
}
