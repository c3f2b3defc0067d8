// Shared steps of the monitoring specs on the real /app (fake camera, real workers, real server).
import { expect, type Page } from '@playwright/test';

/**
 * Opens /app with `query` and waits for the model (the page is usable before; the flow needs it).
 * By default the app picks its own backend, as shipped (WASM on this machine's software GL: the
 * model is ready in about 6 s, against about 25 s for a pinned WebGL on SwiftShader).
 */
export async function openApp(page: Page, query = '') {
  await page.goto(query ? `/app?${query}` : '/app');
  await expect(page.getByText('AI-powered posture monitoring for better health')).toBeVisible();
  const backend = /backend=(\w+)/.exec(query)?.[1];
  await expect(page.getByTestId('backend')).toHaveText(backend ? new RegExp(`^${backend}`) : /\w/, {
    timeout: 400_000,
  });
}

/**
 * Records, in the page, when an element matching `selector` (and holding `text`, when given) first
 * appears and then disappears (page clock, ms). A MutationObserver sees the DOM change itself, so a busy main thread on a
 * loaded machine does not shift the times the way polling does. Returns a reader.
 */
export async function watchPresence(
  page: Page,
  selector: string,
  text?: string,
): Promise<() => Promise<{ shown: number | null; gone: number | null }>> {
  const key = await page.evaluate(
    ([sel, txt]) => {
      const w = window as unknown as Record<string, { shown: number | null; gone: number | null }>;
      const id = `__presence_${Object.keys(w).length}`;
      const times = (w[id] = { shown: null, gone: null } as {
        shown: number | null;
        gone: number | null;
      });
      const check = () => {
        const here = Array.from(document.querySelectorAll(sel)).some(
          (el) => txt === undefined || (el.textContent ?? '').includes(txt),
        );
        if (here && times.shown === null) times.shown = Date.now();
        else if (!here && times.shown !== null && times.gone === null) {
          times.gone = Date.now();
          observer.disconnect();
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      check();
      return id;
    },
    [selector, text] as const,
  );
  return () =>
    page.evaluate(
      (id) =>
        (window as unknown as Record<string, { shown: number | null; gone: number | null }>)[id]!,
      key,
    );
}

/**
 * Rests the pointer where the alert toast will show (just above the bottom of its empty region),
 * as a person leaves a cursor in that corner. Returns a check, for once the toast shows, that the
 * pointer lies on it (so a test of what a resting cursor does there tests something).
 */
export async function restPointerOnToastSpot(page: Page): Promise<() => Promise<void>> {
  const region = await page.getByTestId('alert-region').boundingBox();
  if (!region) throw new Error('the alert region has no box');
  const at = { x: region.x + region.width / 2, y: region.y - 12 };
  await page.mouse.move(at.x, at.y);
  return async () => {
    const on = await page.getByTestId('alert-toast').boundingBox();
    const inside =
      !!on && at.x > on.x && at.x < on.x + on.width && at.y > on.y && at.y < on.y + on.height;
    expect(
      inside,
      `the resting pointer ${JSON.stringify(at)} lies on the toast ${JSON.stringify(on)}`,
    ).toBe(true);
  };
}

/**
 * Adds `n` toasts to the app's own toast queue (src/state/toasts.ts). Nothing on /app raises 20
 * toasts at once, so the spec finds the queue among the app's already-loaded modules (importing
 * a loaded module URL returns that same instance) and calls its `add`, as the app's toast.info does.
 */
export async function addAppToasts(page: Page, n: number): Promise<void> {
  const found = await page.evaluate(async (count) => {
    type Queue = { add: (c: unknown, o: unknown) => string; visibleToasts: unknown[] };
    const urls = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((u) => new URL(u).origin === location.origin && /\.js$/.test(new URL(u).pathname));
    for (const u of new Set(urls)) {
      const mod = (await import(/* @vite-ignore */ u)) as Record<string, unknown>;
      for (const v of Object.values(mod)) {
        const q = v as Queue | null;
        if (q && typeof q === 'object' && typeof q.add === 'function' && 'visibleToasts' in q) {
          for (let i = 1; i <= count; i++)
            q.add({ message: `Toast ${i}`, tone: 'info' }, { timeout: 120_000 });
          return true;
        }
      }
    }
    return false;
  }, n);
  expect(found, "the app's toast queue among its loaded modules").toBe(true);
}

/** Whether the element's centre is the topmost thing there (nothing covers it). */
export function uncovered(page: Page, name: string): Promise<boolean> {
  return page.getByRole('button', { name, exact: true }).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return top !== null && (top === el || el.contains(top));
  });
}

/**
 * Counts, in the page, the alert tones played aloud: unmuted play() calls on a media element (the
 * Start click's muted play that unlocks the tone is not one; src/browser/alerts/sound.ts). Call
 * before the page loads; returns a reader.
 */
export async function countTones(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __tones: number; __toneAt: number[] };
    w.__tones = 0;
    w.__toneAt = [];
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!this.muted) {
        w.__tones += 1;
        w.__toneAt.push(Date.now());
      }
      return play.call(this);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __tones: number }).__tones);
}

/** Page-clock times of the tones `countTones` counted (call it first). */
export function toneTimes(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __toneAt: number[] }).__toneAt);
}

/**
 * Reloads the page and returns the first GET /api/setups body that can be read. The old page's
 * own list request (its sync after a save) can end as the page unloads, its body gone with it: the
 * reloaded page's list is the one that counts.
 */
export async function reloadReadingSetups<T>(page: Page): Promise<T> {
  let body: T | null = null;
  const listed = page.waitForResponse(async (r) => {
    if (!r.url().endsWith('/api/setups') || r.request().method() !== 'GET') return false;
    body = (await r.json().catch(() => null)) as T | null;
    return body !== null;
  });
  await page.reload();
  await listed;
  return body!;
}

/** Emulates the tab being hidden or shown again (a headless page is never hidden): the page's visibility and its event. */
export const setPageHidden = (page: Page, hidden: boolean) =>
  page.evaluate((h) => {
    Object.defineProperty(document, 'hidden', { value: h, configurable: true });
    Object.defineProperty(document, 'visibilityState', {
      value: h ? 'hidden' : 'visible',
      configurable: true,
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
