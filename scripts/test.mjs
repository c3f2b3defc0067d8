#!/usr/bin/env node
// `npm test`: every test the project has, in one command.
//   1. vitest: unit tests beside the code, server tests (SQLite, and PostgreSQL when reachable), cross-module tests
//   2. Playwright: e2e specs in real Debian Chromium with the fake camera (two runs, see below)
// Ends with the failed tests' names and the first lines of their errors (with what the test
// printed), if any, then one plain line "tests: N passed, N failed, N skipped" summed over both, so
// a log cut to its tail still says what failed and where.
// Pass --unit or --e2e to run one half; extra args after `--` go to that runner.
import './require-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const only = args.includes('--unit') ? 'unit' : args.includes('--e2e') ? 'e2e' : null;
const rest = args.includes('--') ? args.slice(args.indexOf('--') + 1) : [];
const started = Date.now();
const out = mkdtempSync(join(tmpdir(), 'posture-test-'));
const bin = (name) => join(process.cwd(), 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Every test's wall time, for the slowest-15 list printed at the end. */
const durations = [];
let exit = 0;

function run(cmd, cmdArgs, env = {}) {
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) exit = r.status ?? 1;
}

// The whole e2e half: its replay packs and camera clips are built beside vitest
// (e2e/replay-assets.ts), and Playwright starts once they are ready. A failure here only means the
// specs build them themselves.
const assets = only !== 'unit' && !rest.length ? prepareReplayAssets() : null;

if (only !== 'e2e') {
  const json = join(out, 'vitest.json');
  run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${json}`,
    ...rest,
  ]);
  if (existsSync(json)) {
    const r = JSON.parse(readFileSync(json, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
    for (const file of r.testResults ?? [])
      for (const t of file.assertionResults ?? []) {
        durations.push({
          ms: t.duration ?? 0,
          name: `vitest ${file.name.replace(`${process.cwd()}/`, '')} › ${t.fullName}`,
        });
        if (t.status === 'failed')
          failures.push(
            `vitest ${file.name.replace(`${process.cwd()}/`, '')} › ${t.fullName}${why(t.failureMessages?.[0])}`,
          );
      }
  } else exit ||= 1;
}

// The whole suite in three runs (playwright.config.ts, docs/testing.md#playwright-projects): the
// specs on real BlazePose one after another (camera-real) beside the screens; then the specs on
// recorded landmarks (camera) four at a time with nothing beside them, so their clips play on
// time; then camera-real-alone, one at a time with nothing beside it. Given arguments, one run
// does what they say.
const e2eRuns = rest.length
  ? [rest]
  : [
      ['--project=camera-real', '--project=screens', '--workers=2'],
      ['--project=camera', '--workers=4'],
      ['--project=camera-real-alone'],
    ];

/** The first lines of an error message, colours and stack frames stripped, indented under the test's name. */
function why(message, lines = 12) {
  if (!message) return '';
  const plain = message
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .trim()
    .split('\n')
    .filter((l) => !/^\s*at /.test(l))
    .slice(0, lines);
  return `\n${plain.map((l) => `      ${l}`).join('\n')}`;
}

/** The last lines a failed Playwright test printed (its console.log lines say how far a slow check got). */
function printed(result) {
  const lines = (result?.stdout ?? [])
    .map((o) => o.text ?? '')
    .join('')
    .split('\n')
    .filter(Boolean)
    .slice(-15);
  return lines.length ? `\n${lines.map((l) => `      stdout: ${l}`).join('\n')}` : '';
}

/** "playwright file:line › title" for every test whose outcome was unexpected, nested suites included. */
function playwrightFailures(suites) {
  const found = [];
  for (const suite of suites) {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        durations.push({
          ms: (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0),
          name: `playwright [${t.projectName}] ${spec.file} › ${spec.title}`,
        });
        if (t.status === 'unexpected') {
          const last = t.results?.at(-1);
          found.push(
            `playwright [${t.projectName}] ${spec.file}:${spec.line} › ${spec.title}${why(last?.error?.message)}${printed(last)}`,
          );
        }
      }
    found.push(...playwrightFailures(suite.suites ?? []));
  }
  return found;
}

function prepareReplayAssets() {
  const log = join(out, 'replay-assets.log');
  const fd = openSync(log, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/replay-assets.ts'], {
    stdio: ['ignore', fd, fd],
  });
  return new Promise((resolve) => {
    const done = (code) => {
      closeSync(fd);
      const said = readFileSync(log, 'utf8').trim();
      console.log(code === 0 ? said : `[replay] building ahead failed (${code}):\n${said}`);
      resolve();
    };
    child.on('exit', (code) => done(code));
    child.on('error', (err) => done(err.message));
  });
}

if (only !== 'unit') {
  await assets;
  for (const [i, runArgs] of e2eRuns.entries()) {
    const json = join(out, `playwright-${i}.json`);
    run(bin('playwright'), ['test', '--reporter=list,json', ...runArgs], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: json,
    });
    if (existsSync(json)) {
      const report = JSON.parse(readFileSync(json, 'utf8'));
      const s = report.stats;
      totals.passed += s.expected + s.flaky;
      totals.failed += s.unexpected;
      totals.skipped += s.skipped;
      failures.push(...playwrightFailures(report.suites ?? []));
    } else exit ||= 1;
  }
}

const slowest = durations.sort((a, b) => b.ms - a.ms).slice(0, 15);
if (slowest.length)
  console.log(
    `\nslowest ${slowest.length} tests:\n${slowest.map((d) => `  ${(d.ms / 1000).toFixed(1).padStart(6)} s  ${d.name}`).join('\n')}`,
  );
const minutes = (since) => `${((Date.now() - since) / 60000).toFixed(1)} min`;
console.log(`\ntest time: ${minutes(started)}`);
// .ci/run sets CI_STARTED_MS: the whole run's time, every step before the tests included.
if (process.env.CI_STARTED_MS)
  console.log(`whole CI run: ${minutes(Number(process.env.CI_STARTED_MS))}`);
if (failures.length) console.log(`\nfailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (totals.passed === 0) exit ||= 1;
process.exit(exit);
