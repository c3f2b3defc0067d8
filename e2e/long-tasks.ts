// One init script for the main-thread long-task observers (docs/decisions.md#long-tasks), used
// by e2e/pipeline-longtasks.e2e.ts and bench/readiness.bench.ts: 'longtask' entries (>50 ms) and
// long animation frames, whose script list says what ran when a long task shows up.
import type { BrowserContext, Page } from '@playwright/test';

export interface LongTask {
  start: number;
  duration: number;
}

export interface LongFrame extends LongTask {
  /** `invoker file duration` of each script that ran in the frame. */
  scripts: string[];
  /** Style and layout time of the frame (ms), as Chromium reports it. */
  styleAndLayout: number;
}

type Recorded = { __longtasks: LongTask[]; __loaf: LongFrame[] };

/** Records from the page's start on (buffered): window.__longtasks and window.__loaf. */
export async function observeLongTasks(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const w = window as unknown as Recorded;
    w.__longtasks = [];
    w.__loaf = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        w.__longtasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      type Loaf = PerformanceEntry & { scripts?: PerformanceEntry[]; styleAndLayoutStart?: number };
      for (const e of list.getEntries() as Loaf[])
        w.__loaf.push({
          start: Math.round(e.startTime),
          duration: Math.round(e.duration),
          styleAndLayout: e.styleAndLayoutStart
            ? Math.round(e.startTime + e.duration - e.styleAndLayoutStart)
            : 0,
          scripts: (e.scripts ?? []).map((sc) => {
            const x = sc as PerformanceEntry & { invoker?: string; sourceURL?: string };
            return `${x.invoker} ${x.sourceURL?.split('/').pop()} ${Math.round(x.duration)}ms`;
          }),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
}

/** The long tasks that started at `from` (page ms) or later. */
export function longTasksSince(page: Page, from: number): Promise<LongTask[]> {
  return page.evaluate(
    (t) => (window as unknown as Recorded).__longtasks.filter((e) => e.start >= t),
    from,
  );
}

/** The long animation frames that started at `from` (page ms) or later. */
export function longFramesSince(page: Page, from: number): Promise<LongFrame[]> {
  return page.evaluate(
    (t) => (window as unknown as Recorded).__loaf.filter((e) => e.start >= t),
    from,
  );
}
