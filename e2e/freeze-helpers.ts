// Sleep and freeze (docs/posture-rules.md#frozen-and-asleep) on the real /app: freeze the page
// through CDP (Page Lifecycle, as Chromium freezes a background tab), then check that tracking
// resumes, that the session timer left the span out, that no alert came from stale frames, and what
// the recorder sent.
import { expect, type Page } from '@playwright/test';

interface SentPoint {
  duration_seconds: number;
  good_posture_seconds: number;
  bad_posture_seconds: number;
}

export interface SessionCalls {
  startedAt: number | null;
  points: SentPoint[];
  ends: { at: number; paused_seconds: number }[];
  /** Date.now() of every posture alert toast the page showed. */
  toasts: () => Promise<number[]>;
}

/** Records the session calls the page makes (start, data points, end) and its alert toasts. */
export async function recordSessionCalls(page: Page): Promise<SessionCalls> {
  const calls: SessionCalls = {
    startedAt: null,
    points: [],
    ends: [],
    toasts: () => page.evaluate(() => (window as unknown as { __toasts: number[] }).__toasts),
  };
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { __toasts: number[] }).__toasts = seen;
    new MutationObserver(() => {
      // A toast per alert (keyed by its id): count the ones not seen before.
      for (const el of Array.from(
        document.querySelectorAll<HTMLElement>('[data-testid="alert-toast"]'),
      ))
        if (!el.dataset.seen) {
          el.dataset.seen = '1';
          seen.push(Date.now());
        }
    }).observe(document, { childList: true, subtree: true });
  });
  page.on('request', (r) => {
    if (r.method() !== 'POST') return;
    const path = new URL(r.url()).pathname;
    if (/\/sessions$/.test(path)) calls.startedAt = Date.now();
    else if (/\/sessions\/[^/]+\/datapoints$/.test(path))
      calls.points.push(...(r.postDataJSON() as { data_points: SentPoint[] }).data_points);
    else if (/\/sessions\/[^/]+\/end$/.test(path))
      calls.ends.push({
        at: Date.now(),
        paused_seconds: (r.postDataJSON() as { paused_seconds: number }).paused_seconds,
      });
  });
  return calls;
}

const timer = (page: Page) => page.getByRole('timer', { name: 'Session time' });

/** The session timer's '0h 01m 05s' in seconds. */
async function timerSeconds(page: Page): Promise<number> {
  const m = /(\d+)h (\d+)m (\d+)s/.exec((await timer(page).textContent()) ?? '');
  if (!m) throw new Error('no session timer');
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

export interface Frozen {
  ms: number;
  timerBefore: number;
  /** When `timerBefore` was read: the page runs on until `frozenAt` (CDP setup, slow when loaded). */
  timerReadAt: number;
  frozenAt: number;
  resumedAt: number;
}

/**
 * Stops the page for `ms`, then lets it go on. CDP Page.setWebLifecycleState 'frozen' is sent as
 * a background tab gets it, but headless Chromium (156 here) ignores it: pages stay 'visible', no
 * freeze or resume event fires and timers keep running (probed). So the page's main thread is also
 * held in the debugger for the span (CDP Debugger.pause) and the pose worker in a busy loop: no
 * timer, no event, no analysis runs while the wall clock goes on, which is what a frozen page or a
 * sleeping machine looks like to the page (a clock jump; the freeze/resume events are unit-tested).
 */
export async function freezePage(page: Page, ms: number): Promise<Frozen> {
  const timerReadAt = Date.now();
  const timerBefore = await timerSeconds(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Debugger.enable');
  const paused = new Promise<void>((r) => cdp.once('Debugger.paused', () => r()));
  const frozenAt = Date.now();
  await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
  await cdp.send('Debugger.pause');
  await paused; // the next task the page runs (its 1 s timers at the latest) stops here
  // The pose worker reads the camera track itself: it is held too (a busy loop), as a real
  // freeze or sleep holds it.
  const worker = page.workers().find((w) => w.url().includes('pose'));
  if (!worker) throw new Error('no pose worker');
  await worker.evaluate((until) => {
    while (Date.now() < until);
  }, frozenAt + ms);
  await cdp.send('Page.setWebLifecycleState', { state: 'active' });
  await cdp.send('Debugger.resume');
  const resumedAt = Date.now();
  await cdp.send('Debugger.disable');
  await cdp.detach();
  return { ms, timerBefore, timerReadAt, frozenAt, resumedAt };
}

/**
 * Tracking resumed within `withinMs` of the page becoming active: frames are analysed again and
 * the session timer moves, without the frozen span. No alert toast came in the alert delay (5 s
 * by default) after the resume: only a stretch carried across the gap could give one that soon.
 */
export async function resumedWithin(
  page: Page,
  withinMs: number,
  frozen: Frozen,
  analysed: () => Promise<number>,
  toasts: () => Promise<number[]>,
): Promise<void> {
  const before = await analysed();
  await expect.poll(analysed, { timeout: withinMs, intervals: [100] }).toBeGreaterThan(before);
  const shown = await timerSeconds(page);
  await expect
    .poll(() => timerSeconds(page), { timeout: withinMs, intervals: [100] })
    .toBeGreaterThan(shown);
  // The timer shows whole seconds: its next tick may come up to 1 s after analysis resumed (a CI
  // run read 5.1 s against 5 s here).
  expect(Date.now() - frozen.resumedAt).toBeLessThanOrEqual(withinMs + 1_000);
  // Time the page ran since the timer was read, the frozen span left out (the timer shows whole
  // seconds, so 2 s of slack for the two reads).
  const running = (Date.now() - frozen.timerReadAt - frozen.ms) / 1000;
  const timerNow = await timerSeconds(page);
  console.log(
    `[freeze] resumed: analysis and timer moving ${((Date.now() - frozen.resumedAt) / 1000).toFixed(1)} s after the resume; timer ${frozen.timerBefore} s -> ${timerNow} s over ${((Date.now() - frozen.frozenAt) / 1000).toFixed(1)} s with ${frozen.ms / 1000} s frozen`,
  );
  expect(timerNow - frozen.timerBefore).toBeLessThanOrEqual(running + 2);
  const until = frozen.resumedAt + 4_000;
  await page.waitForTimeout(Math.max(0, until - Date.now()));
  expect((await toasts()).filter((t) => t >= frozen.resumedAt && t <= until)).toEqual([]);
}
