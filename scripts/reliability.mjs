#!/usr/bin/env node
// `npm run test:reliability` (tests/reliability/README.md): bad input, enumeration, faults, no data lost, scale-out and
// the browser-side items, in one command, on loopback only, each suite bounded in time and in
// request count. Ends with a summary table: inputs tried, faults survived, load held, data lost.
//   --no-browser   skip the Playwright items (e2e/reliability*.e2e.ts, e2e/privacy*.e2e.ts)
//   --only=NAME    run the vitest suites whose file name contains NAME
// Budgets: RELIABILITY_LOAD_SECONDS (60), RELIABILITY_FUZZ_RUNS (110 per endpoint),
// RELIABILITY_ENUM_REQUESTS (250 per class).
import './require-node.mjs';
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { printSummary } from './reliability-summary.mjs';

const args = process.argv.slice(2);
const browser = !args.includes('--no-browser');
const only = args.find((a) => a.startsWith('--only='))?.slice(7);
const out = mkdtempSync(join(tmpdir(), 'posture-reliability-'));
const metrics = join(out, 'metrics.jsonl');
const bin = (name) => join(process.cwd(), 'node_modules', '.bin', name);
const results = new Map(); // file name (or e2e 'file > title') -> 'pass' | 'fail' | 'skip'
const tests = new Map(); // vitest 'file > title' -> state, for figures that name their test
let exit = 0;
const overran = [];

/**
 * Runs one step with a hard time limit; a step that overruns is killed and counts as failed. With
 * `log`, its output goes to that file instead of this terminal (a step that runs beside another).
 */
function run(cmd, cmdArgs, limitS, env = {}, log = null) {
  return new Promise((resolve) => {
    const fd = log ? openSync(log, 'w') : null;
    const child = spawn(cmd, cmdArgs, {
      stdio: fd === null ? 'inherit' : ['ignore', fd, fd],
      env: { ...process.env, RELIABILITY_METRICS: metrics, ...env },
      detached: true,
    });
    // SIGTERM first, so Playwright stops its web server; SIGKILL for whatever is left.
    const kill = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        /* already gone */
      }
    };
    let late = null;
    const timer = setTimeout(() => {
      console.error(`\n[reliability] ${basename(cmd)} ran past ${limitS} s: stopped`);
      overran.push(basename(cmd));
      kill('SIGTERM');
      late = setTimeout(() => kill('SIGKILL'), 10_000);
    }, limitS * 1000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (fd !== null) closeSync(fd);
      if (late) clearTimeout(late);
      if (code !== 0) exit = code || 1;
      resolve(signal ? 1 : code);
    });
  });
}

// The browser-side items (2. below) start first and run beside the server suites: they wait on
// the app's own timers (a data point a minute, offline) with one core on BlazePose, while the server
// suites mostly wait on their loads and faults (tests/reliability/README.md says what this saves).
// Their output is kept apart and printed after the server suites'.
const pwJson = join(out, 'playwright.json');
const browserLog = join(out, 'playwright.log');
const browserRun =
  browser && !only
    ? run(
        bin('playwright'),
        ['test', 'e2e/reliability', 'e2e/privacy', '--reporter=list,json'],
        300,
        // A port of its own, so a Playwright run of another suite on 3123 cannot collide with this one.
        {
          PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
          E2E_PORT: process.env.E2E_PORT ?? '3223',
          RELIABILITY: '1',
        },
        browserLog,
      )
    : null;

// 1. Server-side suites (vitest, one file at a time) and the 10-minute recorder run from
//    tests/session-recorder.test.ts (server killed and restarted twice; no data lost).
const vitestJson = join(out, 'vitest.json');
const suites = only ? [`tests/reliability/${only}`] : ['tests/reliability/'];
await run(
  bin('vitest'),
  [
    'run',
    '--config',
    'tests/reliability/vitest.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
    ...suites,
  ],
  420,
);
if (!only) {
  const recorderJson = join(out, 'recorder.json');
  await run(
    bin('vitest'),
    [
      'run',
      'tests/session-recorder.test.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${recorderJson}`,
    ],
    120,
  );
  readVitest(recorderJson);
}
readVitest(vitestJson);

function readVitest(file) {
  if (!existsSync(file)) return;
  for (const f of JSON.parse(readFileSync(file, 'utf8')).testResults) {
    const states = f.assertionResults.map((a) => a.status);
    const state =
      states.includes('failed') || f.status === 'failed'
        ? 'fail'
        : states.every((s) => s === 'skipped' || s === 'pending')
          ? 'skip'
          : 'pass';
    results.set(basename(f.name), state);
    for (const a of f.assertionResults) {
      const s = a.status === 'passed' ? 'pass' : a.status === 'failed' ? 'fail' : 'skip';
      tests.set(`${basename(f.name)} > ${a.title}`, s);
    }
  }
}

// 2. Browser-side items: real Chromium against the built app (playwright.config.ts webServer),
//    started above beside the server suites; their output follows here.
if (browserRun) {
  await browserRun;
  console.log(`\n[reliability] the browser items (run beside the server suites):`);
  if (existsSync(browserLog)) process.stdout.write(readFileSync(browserLog, 'utf8'));
  if (existsSync(pwJson)) {
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        const file = basename(spec.file ?? suite.file ?? '');
        const ok = spec.tests.every((t) => ['expected', 'flaky'].includes(t.status));
        const skipped = spec.tests.every((t) => t.status === 'skipped');
        results.set(`${file} > ${spec.title}`, skipped ? 'skip' : ok ? 'pass' : 'fail');
      }
      for (const s of suite.suites ?? []) walk(s);
    };
    for (const s of JSON.parse(readFileSync(pwJson, 'utf8')).suites) walk(s);
  }
}

// 3. The summary table.
printSummary(metrics, results, tests, overran);
if (results.size === 0) exit ||= 1;
process.exit(exit);
