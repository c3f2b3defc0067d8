#!/usr/bin/env node
// Sizes what each entry really loads, from Vite's manifest: the static-import closure of index.html
// (what renders /) and of the /app route chunk. Dynamic imports are not counted: they load on demand.
// The landing figure is the body bytes the server sends Chromium for / (the page, favicon, JS and
// CSS, asked with Chromium's Accept-Encoding through the real SPA plugin, so precompressed brotli).
// The account figure is measured the same way: the JS and CSS the /account route chunk adds to
// what the landing already loaded (its static-import closure less the landing's).
// Also checks that tfjs is only in worker chunks, that no test-only replay code shipped, and that no local development origin did. Run by bench/run.mjs under tsx (the plugin is TS).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import spa from '../server/src/plugins/spa.ts';
import { build as buildApp, isStale } from '../scripts/build-if-stale.mjs';
import { mergeResults } from './results.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const CHROMIUM_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Body bytes of each URL as the server sends them to Chromium (content-encoding included). */
async function transferred(urls) {
  const app = Fastify({ logger: false });
  await app.register(spa, { distDir: dist });
  let bytes = 0;
  for (const url of urls) {
    const res = await app.inject({ url, headers: { 'accept-encoding': CHROMIUM_ACCEPT_ENCODING } });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
    bytes += res.rawPayload.length;
  }
  await app.close();
  return bytes;
}

export async function measureBundle({ build = true } = {}) {
  // Built only when dist/ is older than its sources: in CI the Lighthouse audit just built it.
  if (build && isStale(dist)) buildApp(dist, undefined, ['--logLevel', 'warn']);
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const sizeOf = (keys) => [...keys].reduce((sum, k) => sum + gz(manifest[k].file), 0);
  const landing = closure(manifest, 'index.html');
  const appKey = Object.keys(manifest).find((k) => /src\/routes\/Monitor\.tsx$/.test(k));
  const app = appKey ? closure(manifest, appKey, new Set(landing)) : landing;
  const urlsOf = (keys) =>
    [...keys].flatMap((k) => [manifest[k].file, ...(manifest[k].css ?? [])].map((f) => `/${f}`));
  const landingUrls = ['/', '/favicon.svg', ...urlsOf(landing)];
  const accountKey = Object.keys(manifest).find((k) => /src\/routes\/Account\.tsx$/.test(k));
  if (!accountKey) throw new Error('no src/routes/Account.tsx chunk in the Vite manifest');
  const account = [...closure(manifest, accountKey)].filter((k) => !landing.has(k));
  // tfjs must never reach the main-thread chunks: look for its version banner / backend names.
  const mainChunks = [...app].map((k) => manifest[k].file);
  const tfjsOnMain = mainChunks.filter((f) =>
    /tfjs-core|registerBackend\(['"]webgl/.test(readFileSync(join(dist, f), 'utf8')),
  );
  const workers = readdirSync(join(dist, 'assets')).filter((f) => /worker.*\.js$/.test(f));
  // The replay and slowed pose sources are for e2e builds only (docs/testing.md#replay): no file
  // of the production build may hold them (their chunks, or the strings they and the page's hooks use).
  const replayFiles = readdirSync(join(dist, 'assets')).filter(
    (f) =>
      /replay|slowed/i.test(f) ||
      (/\.js$/.test(f) &&
        /__POSE_REPLAY__|__POSE_SLOW_FULL_MS__|matched no picture|full answers/.test(
          readFileSync(join(dist, 'assets', f), 'utf8'),
        )),
  );
  // The OAuth popup's local development origins (src/api/oauth.ts) are for dev builds only: a
  // production page must neither post tokens to nor trust whatever listens on a user's localhost.
  const devOriginFiles = readdirSync(join(dist, 'assets')).filter(
    (f) =>
      /\.js$/.test(f) &&
      /(localhost|127\.0\.0\.1):(3000|5173)/.test(readFileSync(join(dist, 'assets', f), 'utf8')),
  );
  return {
    bundle_landing_kb_transferred: kb(await transferred([...new Set(landingUrls)])),
    bundle_account_kb_transferred: kb(await transferred([...new Set(urlsOf(account))])),
    bundle_app_kb_gzip: kb(sizeOf(app)),
    bundle_worker_kb_gzip: kb(workers.reduce((s, f) => s + gz(join('assets', f)), 0)),
    bundle_tfjs_main_thread_chunks: tfjsOnMain.length,
    bundle_replay_files: replayFiles.length,
    bundle_dev_origin_files: devOriginFiles.length,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureBundle({ build: !process.argv.includes('--no-build') });
  console.table(r);
  mergeResults(r);
}
