// The fake camera's clock for specs that judge a clip by its seconds: when the camera opened (the
// clip's second 0; the latest opening, since the clip restarts with it) and each alert toast the
// page added, with its time and words. Installed before the page loads.
import type { Page } from '@playwright/test';
import { ISSUE_MESSAGES } from '../core/posture/messages.ts';

export interface ClipRecord {
  /** The latest camera opening (Date.now()): the clip plays from its start there. */
  cameraAt: number;
  /** Every camera opening: a second one restarts the clip, and a spec's windows with it. */
  opened: number[];
  toasts: { at: number; text: string }[];
}

/** Starts recording on `page`; returns the reader of what was recorded so far. */
export async function recordCameraAndToasts(page: Page): Promise<() => Promise<ClipRecord>> {
  await page.addInitScript(() => {
    const rec: ClipRecord = { cameraAt: 0, opened: [], toasts: [] };
    (window as unknown as { __clip: ClipRecord }).__clip = rec;
    const media = navigator.mediaDevices;
    const gum = media.getUserMedia.bind(media);
    media.getUserMedia = async (c) => {
      const s = await gum(c);
      rec.cameraAt = Date.now();
      rec.opened.push(rec.cameraAt);
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

/** Every status that names a posture problem (the engine's issue messages and the generic one). */
export const ISSUE_TEXTS = new Set<string>([
  ...Object.values(ISSUE_MESSAGES),
  'Posture issue detected',
]);

/**
 * The status message every 250 ms until the clip's second `untilS`, each at its clip second.
 * `each` may return true to stop sooner (a spec that knows how late the clip plays).
 */
export async function pollStatus(
  page: Page,
  cameraAt: number,
  untilS: number,
  each: (text: string, s: number) => Promise<boolean | void> = async () => {},
): Promise<{ s: number; text: string }[]> {
  const checks: { s: number; text: string }[] = [];
  while (Date.now() < cameraAt + untilS * 1000) {
    const text = (await page.getByTestId('posture-message').textContent()) ?? '';
    const s = (Date.now() - cameraAt) / 1000;
    checks.push({ s, text });
    if (await each(text, s)) break;
    await page.waitForTimeout(250);
  }
  return checks;
}

/** The alert toasts recorded so far, at their clip seconds (one decimal). */
export async function clipToasts(
  read: () => Promise<ClipRecord>,
  cameraAt: number,
): Promise<{ s: number; text: string }[]> {
  return (await read()).toasts.map((x) => ({
    s: Number(((x.at - cameraAt) / 1000).toFixed(1)),
    text: x.text,
  }));
}

/** How many times each text occurs, as JSON for a log line. */
export const countTexts = (list: string[]) =>
  JSON.stringify(
    Object.fromEntries([...new Set(list)].map((t) => [t, list.filter((x) => x === t).length])),
  );

/**
 * Page-clock times at which the posture message turned into one of `texts` (from any other
 * message), as the page shows it: a spec that polls the message sees it up to a poll and a round
 * trip later, more on a loaded machine. Call before the page loads; the returned function reads them.
 */
export async function recordMessageOnsets(page: Page, texts: Iterable<string>) {
  await page.addInitScript(
    (list: string[]) => {
      const onsets: number[] = [];
      (window as unknown as { __messageOn: number[] }).__messageOn = onsets;
      const wanted = new Set(list);
      let inside = false;
      new MutationObserver(() => {
        const el = document.querySelector('[data-testid="posture-message"]');
        const now = wanted.has(el?.textContent ?? '');
        if (now && !inside) onsets.push(Date.now());
        inside = now;
      }).observe(document, { childList: true, characterData: true, subtree: true });
    },
    [...texts],
  );
  return () => page.evaluate(() => (window as unknown as { __messageOn: number[] }).__messageOn);
}
