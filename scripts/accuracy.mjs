#!/usr/bin/env node
// `npm run accuracy`: how well the posture engine separates good from slouched posture on labelled
// real-person data (docs/accuracy.md).
//   npm run accuracy                          every dataset in tests/fixtures/accuracy/datasets.json
//   npm run accuracy -- --stills DIR          a folder with good/ and slouched/ stills
//   npm run accuracy -- --video FILE --labels LABELS.json   a video (.mp4/.webm, or .mjpeg) with
//                                             {"ranges":[{"label":"good","from":0,"to":20},...]} in s
//   options: --name NAME (cache name), --fps N (samples a second of video, default 2),
//            --refresh (re-run BlazePose even when the cache is fresh), --doc (rewrite the
//            tables of docs/accuracy.md and README.md), --json FILE (write the results),
//            --model lite (BlazePose lite instead of full, cached as NAME.lite.landmarks.json,
//            then judged beside full: is lite as good, for low power? rows datasets are left out:
//            they are another pose model's landmarks)
// datasets.json names each sitting's person: `npm run accuracy` ends with leave-one-person-out
// (tests/accuracy-lopo.ts). A sitting is stills, a clip (or one built by a script, `build`), or
// landmark `rows` recorded elsewhere (MediaPipe CSV, tests/accuracy-rows.ts; no browser).
// Step 1 (browser, slow: ~0.5-1 s a frame on SwiftShader): real BlazePose full through the app's
// own detector module (workers/pose/detector.ts via e2e/harness) in headless Debian Chromium.
// Stills are letterboxed into 640x480 like the fake camera, detector reset before each, smoothing
// off; video samples run in order with tracking and smoothing on, like the app. The landmarks are
// cached in tests/fixtures/accuracy/NAME.landmarks.json with the sha256 of every source, so a
// rerun skips the browser. Step 2 (tests/accuracy-replay.ts, pure): replay through the engine.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();
const root = fileURLToPath(new URL('..', import.meta.url));
const CACHE_DIR = join(root, 'tests/fixtures/accuracy');
const { values: args } = parseArgs({
  options: {
    stills: { type: 'string' },
    video: { type: 'string' },
    labels: { type: 'string' },
    name: { type: 'string' },
    fps: { type: 'string', default: '2' },
    refresh: { type: 'boolean', default: false },
    doc: { type: 'boolean', default: false },
    json: { type: 'string' },
    model: { type: 'string', default: 'full' },
  },
});
if (!['full', 'lite'].includes(args.model))
  throw new Error(`--model takes full or lite, not ${args.model}`);
const lite = args.model === 'lite';
if (lite && args.doc)
  throw new Error('--doc rewrites the tables of the shipped model (full): drop --model lite');
const { loadDatasets, stillsOf, treeHash, videoSamples } = await import('./accuracy-data.mjs');
const { readRowsCache } = await import('../tests/accuracy-rows.ts');
const { report, feedbackReport, lopoReport, modelReport } = await import('./accuracy-report.mjs');
const { accuracySummary, accuracyTables } = await import('./accuracy-doc.mjs');

const datasets =
  args.stills || args.video ? [adHoc()] : loadDatasets(join(CACHE_DIR, 'datasets.json'), root);
function adHoc() {
  const src = resolve(args.stills ?? args.video);
  const name = args.name ?? basename(src, extname(src));
  if (args.stills) return { name, stills: src };
  if (!args.labels)
    throw new Error('--video needs --labels FILE.json ({"ranges":[{"label","from","to"}]})');
  return {
    name,
    video: src,
    labels: JSON.parse(readFileSync(args.labels, 'utf8')),
    fps: Number(args.fps),
  };
}

const sha = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');
let browser = null;
const results = [];
/** Each browser-recorded sitting's landmarks, by name. */
const caches = new Map();
const built = mkdtempSync(join(tmpdir(), 'accuracy-clip-'));
try {
  for (const ds of datasets) {
    if (ds.rows && lite) {
      console.log(`[accuracy] ${ds.name}: left out (landmark rows: no image to run lite on)`);
      continue;
    }
    if (ds.rows) {
      // Landmark rows recorded elsewhere (MediaPipe format): no browser, nothing to cache.
      console.log(`[accuracy] ${ds.name}: landmark rows from ${ds.rows.good.join(', ')}, ...`);
      results.push(report(ds, readRowsCache(ds.rows, root)));
      continue;
    }
    const cacheFile = join(CACHE_DIR, `${ds.name}${lite ? '.lite' : ''}.landmarks.json`);
    // A clip built by a script (make-clip.sh OUT) is keyed by the script and its folder, not by
    // the clip's bytes, and is built only when the cache is stale.
    if (ds.build) ds.video = join(built, `${ds.name}.mjpeg`);
    const plan = ds.stills ? stillsOf(ds.stills) : videoSamples(ds);
    const sources = ds.build
      ? { [relative(root, dirname(ds.build))]: treeHash(dirname(ds.build)) }
      : Object.fromEntries(
          [...new Set(plan.map((p) => p.source))].map((s) => [relative(root, s), sha(s)]),
        );
    let cache = existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, 'utf8')) : null;
    const fresh =
      cache &&
      JSON.stringify(cache.sources) === JSON.stringify(sources) &&
      cache.frames.length === plan.length &&
      cache.frames.every((f, i) => f.file === plan[i].file && f.label === plan[i].label);
    if (!fresh || args.refresh) {
      if (ds.build) execFileSync('bash', [ds.build, ds.video], { stdio: 'inherit' });
      browser ??= await import('./accuracy-browser.mjs').then((m) => m.openBrowser());
      cache = await browser.record(ds, plan, sources, args.model);
      mkdirSync(dirname(cacheFile), { recursive: true });
      writeFileSync(cacheFile, JSON.stringify(cache) + '\n');
      console.log(
        `[accuracy] ${ds.name}: cached ${cache.frames.length} frames in ${relative(root, cacheFile)}`,
      );
    } else
      console.log(
        `[accuracy] ${ds.name}: landmarks from ${relative(root, cacheFile)} (sources unchanged)`,
      );
    results.push(report(ds, cache));
    caches.set(ds.name, cache);
  }
} finally {
  await browser?.close();
  rmSync(built, { recursive: true, force: true });
}

const lopo = lopoReport(results);
await feedbackReport(results);
if (lite) {
  // The same sittings through full (the committed caches), to judge lite beside it.
  const full = results.map((r) => {
    const file = join(CACHE_DIR, `${r.name}.landmarks.json`);
    if (!existsSync(file))
      throw new Error(`${relative(root, file)} is missing: run npm run accuracy first`);
    return { ...r, cache: JSON.parse(readFileSync(file, 'utf8')) };
  });
  modelReport(full, results, caches);
}
if (args.json)
  writeFileSync(
    args.json,
    JSON.stringify(
      {
        sittings: results.map(({ items: _items, ...r }) => r),
        leaveOnePersonOut: lopo,
      },
      null,
      1,
    ) + '\n',
  );
if (args.doc) {
  // The tables between the markers of docs/accuracy.md and README.md, formatted as `npm run
  // format` would.
  const { format, resolveConfig } = await import('prettier');
  const start = '<!-- accuracy:start -->';
  const end = '<!-- accuracy:end -->';
  const rewrite = async (file, table) => {
    const path = join(root, file);
    const text = readFileSync(path, 'utf8');
    if (!text.includes(start) || !text.includes(end))
      throw new Error(`${file} has no ${start} ... ${end} block`);
    const next =
      text.slice(0, text.indexOf(start) + start.length) +
      '\n' +
      table +
      text.slice(text.indexOf(end));
    writeFileSync(path, await format(next, { ...(await resolveConfig(path)), filepath: path }));
    console.log(`[accuracy] ${file} tables rewritten`);
  };
  await rewrite('docs/accuracy.md', accuracyTables(results, lopo));
  await rewrite('README.md', accuracySummary(lopo));
}
