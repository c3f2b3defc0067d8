#!/usr/bin/env node
// `npm run bench [-- --quick | --long]`: runs every suite, prints one table, writes
// bench/results/latest.json, and exits non-zero when a gated budget (ratio, count, size) is broken.
//   --quick  each figure measured briefly (CI)
//   --long   the same as the full run (which holds the 10-minute soak: tensor and heap growth)
//   --suite=browser,readiness  runs only these suites and merges their keys into latest.json
//            (the other keys stay); budgets are checked on the merged file
import '../scripts/require-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkBudgets } from './budgets.mjs';
import { RESULTS_FILE, readResults } from './results.mjs';

const args = process.argv.slice(2);
const mode = args.includes('--long') ? 'long' : args.includes('--quick') ? 'quick' : 'full';
const only = args
  .find((a) => a.startsWith('--suite='))
  ?.slice('--suite='.length)
  .split(',');
const here = (f) => fileURLToPath(new URL(f, import.meta.url));

const SUITES = [
  { name: 'engine', file: 'engine.bench.ts', runner: 'tsx' },
  { name: 'nag', file: 'nag.bench.ts', runner: 'tsx' },
  { name: 'low-power', file: 'low-power.bench.ts', runner: 'tsx' },
  { name: 'bundle', file: 'bundle.mjs', runner: 'tsx' },
  { name: 'server', file: 'server.bench.mjs' },
  { name: 'browser', file: 'browser.bench.ts', runner: 'tsx' },
  { name: 'readiness', file: 'readiness.bench.ts', runner: 'tsx' },
  // Reported, not gated (bench/budgets.mjs says why): CI's quick run leaves out its 2.3 min; named
  // in --suite it runs in any mode. Low power coming on is also e2e/monitor-low-power.e2e.ts's.
  { name: 'cpu', file: 'cpu.bench.ts', runner: 'tsx', skip: 'quick' },
  { name: 'soak', file: 'soak.mjs', skip: 'quick' },
];

if (!only) rmSync(RESULTS_FILE, { force: true });
let failedSuites = 0;
for (const s of SUITES) {
  if (only && !only.includes(s.name)) continue;
  if (s.skip === mode && !only?.includes(s.name)) {
    console.log(`[bench] ${s.name}: not run with --${mode}`);
    continue;
  }
  if (!existsSync(here(s.file))) {
    console.log(`[bench] ${s.name}: not run (bench/${s.file} does not exist yet)`);
    continue;
  }
  console.log(`\n[bench] ${s.name} (${mode})`);
  const cmd = s.runner === 'tsx' ? ['--import', 'tsx', here(s.file)] : [here(s.file)];
  const r = spawnSync(process.execPath, [...cmd, `--${mode}`], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_MODE: mode },
  });
  if (r.status !== 0) {
    failedSuites++;
    console.log(`[bench] ${s.name}: FAILED (exit ${r.status})`);
  }
}

const results = readResults();
console.log('\nResults (bench/results/latest.json):');
console.table(results);
const rows = checkBudgets(results);
console.log('Budgets:');
console.table(
  rows.map((r) => ({
    key: r.key,
    value: r.value,
    budget: r.budget,
    status: r.ok ? 'ok' : r.gate ? 'BROKEN' : 'over (reported only)',
  })),
);
const broken = rows.filter((r) => !r.ok && r.gate);
if (broken.length || failedSuites) {
  console.log(`[bench] ${broken.length} gated budget(s) broken, ${failedSuites} suite(s) failed`);
  process.exit(1);
}
