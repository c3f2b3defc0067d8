// Worker faults on the real /app (e2e/faults.e2e.ts on real BlazePose, e2e/monitor-freeze.e2e.ts
// on recorded landmarks): every Worker the page starts is kept, so a test can kill one as a crash
// would, and count the pose workers started.
import type { Page } from '@playwright/test';
import { openAndTrack } from './reliability-helpers.ts';

/** Keeps every Worker the page starts (name and object), so a test can kill one like a crash would. */
async function keepWorkers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = Worker;
    const all: { name: string; worker: Worker }[] = [];
    (window as unknown as { __workers: typeof all }).__workers = all;
    window.Worker = class extends Native {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        all.push({ name: options?.name ?? '', worker: this });
      }
    };
  });
}

export const workerCount = (page: Page, name: string) =>
  page.evaluate(
    (n) =>
      (window as unknown as { __workers: { name: string }[] }).__workers.filter((w) => w.name === n)
        .length,
    name,
  );

/** The browser killing a worker (crash, memory pressure): terminate() fires no event at all. */
export const killWorkers = (page: Page, name: string) =>
  page.evaluate((n) => {
    for (const w of (window as unknown as { __workers: { name: string; worker: Worker }[] })
      .__workers)
      if (w.name === n) w.worker.terminate();
  }, name);

/** Starts tracking (lite model, ?debug) with every worker kept; returns the page errors seen. */
export async function trackWithWorkersKept(page: Page): Promise<string[]> {
  await keepWorkers(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (/\[(pipeline|pose)\]/.test(m.text())) console.log(`[page] ${m.text()}`);
  });
  await openAndTrack(page, 'model=lite&debug');
  return errors;
}

/** 'analysed: N' from the ?debug overlay: frames the current pose worker has analysed. */
export async function analysed(page: Page): Promise<number> {
  const text = (await page.getByTestId('debug-overlay').textContent()) ?? '';
  return Number(/analysed: (\d+)/.exec(text)?.[1] ?? -1);
}
