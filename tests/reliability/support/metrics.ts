// Figures for the `npm run test:reliability` summary table. Each suite appends one JSON line per
// item to $RELIABILITY_METRICS (set by scripts/reliability.mjs); run alone, it prints them instead.
import { appendFileSync } from 'node:fs';

export type Area = 'inputs' | 'faults' | 'load' | 'data';

export interface Figure {
  area: Area;
  item: string;
  /**
   * what was measured, in words a reader of tests/reliability/README.md understands
   * ("2140 requests, 0 5xx")
   */
  figures: Record<string, number | string>;
  /** the suite's file name, where the runner cannot tell (Playwright specs) */
  file?: string;
  /** the test's title, where a file holds several items that pass or fail on their own */
  test?: string;
}

export function record(f: Figure): void {
  // The file lets the summary pair each figure with its suite's pass/fail.
  const file =
    f.file ??
    (globalThis as { __vitest_worker__?: { filepath?: string } }).__vitest_worker__?.filepath ??
    process.env.RELIABILITY_FILE ??
    '';
  // Under vitest the expect state names the running test ("suite > test"): its last part is the title.
  const state = (
    globalThis as Record<symbol, { state?: { currentTestName?: string } } | undefined>
  )[Symbol.for('$$jest-matchers-object')]?.state;
  const test = f.test ?? state?.currentTestName?.split(' > ').at(-1);
  const line = JSON.stringify({
    ...f,
    file,
    ...(test ? { test } : {}),
    at: new Date().toISOString(),
  });
  const out = process.env.RELIABILITY_METRICS;
  if (out) appendFileSync(out, line + '\n');
  else console.log(`[reliability] ${line}`);
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
