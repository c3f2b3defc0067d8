#!/usr/bin/env node
// `npm run audit` (bench/README.md#lighthouse): Lighthouse from npm on Debian's Chromium over the
// main routes of the real built app (`npm start`'s server on a throw-away data folder, loopback
// only). Fails when a route scores below 100 in accessibility, best practices or SEO; prints the
// performance figures (score, LCP, TBT, CLS) without gating them, because they are noisy on a
// shared 2-core machine. Lighthouse's accessibility category runs axe-core; the signed-in and
// stateful screens (/account, the calibration dialog, an alert shown) are axe-checked by
// e2e/a11y.e2e.ts. The routes are the public ones: /account and /feedback are for signed-in people
// and robots.txt keeps crawlers off them, so Lighthouse's SEO 'is-crawlable' rightly fails there.
//   options: --routes /,/app (default: every public route below), --port N (default 3331),
//            --json FILE (write the figures)
import './require-node.mjs';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    routes: { type: 'string', default: '/,/app,/login,/signup,/forgot-password,/privacy' },
    port: { type: 'string', default: process.env.AUDIT_PORT ?? '3331' },
    json: { type: 'string' },
  },
});
const GATED = ['accessibility', 'best-practices', 'seo'];
const port = Number(args.port);
const base = `http://127.0.0.1:${port}`;

async function startServer() {
  const data = mkdtempSync(join(tmpdir(), 'posture-audit-'));
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data,
      DATABASE_URL: join(data, 'posture.db'),
      MAIL_OUTBOX: join(data, 'outbox'),
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`the server exited (${code}) before it answered`)),
    ),
  );
  const up = (async () => {
    for (let i = 0; i < 600; i++) {
      try {
        if ((await fetch(`${base}/`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`the server did not answer on ${base} within 5 minutes`);
  })();
  await Promise.race([up, exited]);
  return () => {
    child.kill('SIGTERM');
    rmSync(data, { recursive: true, force: true });
  };
}

const stopServer = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
});
const rows = [];
let failed = 0;
try {
  for (const route of args.routes.split(',')) {
    const run = await lighthouse(
      `${base}${route}`,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      desktopConfig,
    );
    const lhr = run?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${route}`);
    if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.message}`);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    const row = {
      route,
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      performance: score('performance'),
      lcp_ms: ms('largest-contentful-paint'),
      tbt_ms: ms('total-blocking-time'),
      cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
    };
    rows.push(row);
    for (const cat of GATED) {
      if (row[cat] >= 100) continue;
      failed++;
      const misses = lhr.categories[cat].auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative');
      console.error(`[audit] ${route} ${cat} ${row[cat]}:`);
      for (const a of misses) console.error(`  - ${a.id}: ${a.title}`);
    }
  }
} finally {
  await chrome.kill();
  stopServer();
}

console.log(
  '\n| route | accessibility | best practices | SEO | performance | LCP ms | TBT ms | CLS |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows)
  console.log(
    `| ${r.route} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${r.performance} | ${r.lcp_ms} | ${r.tbt_ms} | ${r.cls} |`,
  );
if (args.json) writeFileSync(args.json, JSON.stringify({ desktop: true, rows }, null, 2) + '\n');
console.log(
  failed
    ? `[audit] ${failed} gated score(s) below 100 (accessibility, best practices, SEO)`
    : '[audit] accessibility, best practices and SEO: 100 on every route (performance not gated)',
);
process.exit(failed ? 1 : 0);
