// One measurement window of bench/cpu.bench.ts: CPU cores of the Chromium process tree over
// WINDOW_MS (bench/proc-cpu.ts) and, with a page that tracks, its analysed frames a second (the
// worker's count through the bench probe).
import type { Page } from '@playwright/test';
import { coresBetween, sampleTree, type Cores } from './proc-cpu.ts';

const quick = (process.env.BENCH_MODE ?? 'full') === 'quick';
/** Each measurement window; quick mode keeps the whole suite near a minute and a half. */
export const WINDOW_MS = quick ? 15_000 : 30_000;

interface Counts {
  analysed: number;
  lowPower: boolean;
}
type Probe = { __postureBench: { timings: () => Promise<Counts> } };
const counts = (page: Page) =>
  page.evaluate(async () => {
    const t = await (window as unknown as Probe).__postureBench.timings();
    return { analysed: t.analysed, lowPower: t.lowPower };
  });

export interface Window {
  cores: Cores;
  perSecond: number;
  lowPowerAtEnd: boolean;
}

/** CPU over WINDOW_MS; with a page that tracks, its analysed frames a second too. */
export async function measure(root: number, page: Page | null): Promise<Window> {
  const c0 = page ? await counts(page) : null;
  const a = sampleTree(root);
  await new Promise((r) => setTimeout(r, WINDOW_MS));
  const b = sampleTree(root);
  const c1 = page ? await counts(page) : null;
  const perSecond = c0 && c1 ? (c1.analysed - c0.analysed) / ((b.at - a.at) / 1000) : 0;
  return { cores: coresBetween(a, b), perSecond, lowPowerAtEnd: c1?.lowPower ?? false };
}

export async function waitMark(page: Page, name: string, timeout: number) {
  await page.waitForFunction(
    (n) => performance.getEntriesByName(`posture:${n}`, 'mark').length > 0,
    name,
    { timeout, polling: 250 },
  );
}

/** The floor: the bare camera page's two windows (before and after /app) averaged, per process type. */
export function meanFloor(first: Window, last: Window): Window {
  return {
    cores: Object.fromEntries(
      Object.keys(first.cores).map((k) => [
        k,
        (first.cores[k as keyof Cores] + last.cores[k as keyof Cores]) / 2,
      ]),
    ) as Cores,
    perSecond: 0,
    lowPowerAtEnd: false,
  };
}
