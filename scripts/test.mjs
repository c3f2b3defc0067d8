#!/usr/bin/env node
// `npm test`: every test the project has, in one command.
//   1. vitest: unit tests beside the code, server tests (SQLite, and PostgreSQL when reachable), cross-module tests
//   2. Playwright: e2e specs in real Debian Chromium with the fake camera (two runs, see below)
// Ends with one plain line "tests: N passed, N failed, N skipped" summed over both.
// Pass --unit or --e2e to run one half; extra args after `--` go to that runner.
import './require-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const only = args.includes('--unit') ? 'unit' : args.includes('--e2e') ? 'e2e' : null;
const rest = args.includes('--') ? args.slice(args.indexOf('--') + 1) : [];
const out = mkdtempSync(join(tmpdir(), 'posture-test-'));
const bin = (name) => join(process.cwd(), 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
let exit = 0;

function run(cmd, cmdArgs, env = {}) {
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) exit = r.status ?? 1;
}

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
  } else exit ||= 1;
}

// The whole suite in two runs (playwright.config.ts): the projects that never track, side by
// side, then the specs that do, one at a time. Given arguments, one run does what they say.
const e2eRuns = rest.length
  ? [rest]
  : [['--project=screens', '--project=models', '--workers=2'], ['--project=camera']];

if (only !== 'unit') {
  for (const [i, runArgs] of e2eRuns.entries()) {
    const json = join(out, `playwright-${i}.json`);
    run(bin('playwright'), ['test', '--reporter=list,json', ...runArgs], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: json,
    });
    if (existsSync(json)) {
      const s = JSON.parse(readFileSync(json, 'utf8')).stats;
      totals.passed += s.expected + s.flaky;
      totals.failed += s.unexpected;
      totals.skipped += s.skipped;
    } else exit ||= 1;
  }
}

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (totals.passed === 0) exit ||= 1;
process.exit(exit);
