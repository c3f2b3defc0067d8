// Builds the test-only harness pages (e2e/harness/*.html) with Vite and serves them with the app's
// models, so fixture recording and model tests run the app's own detector code in real Chromium.
// The harness never ships: it builds into node_modules/.cache, not dist/.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const HARNESS_OUT = join(root, 'node_modules/.cache/pose-harness');

export async function buildHarness() {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: join(root, 'e2e/harness'),
    publicDir: join(root, 'public'),
    resolve: { alias: { '@mediapipe/pose': join(root, 'src/stubs/mediapipe-pose.ts') } },
    build: {
      outDir: HARNESS_OUT,
      emptyOutDir: true,
      target: 'es2022',
      chunkSizeWarningLimit: 4000,
      rollupOptions: { input: { pose: join(root, 'e2e/harness/pose.html') } },
    },
  });
  return HARNESS_OUT;
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.jpg': 'image/jpeg',
  '.mp4': 'video/mp4',
  '.bin': 'application/octet-stream',
};

/** Serves `mounts` ({ '/prefix/': dir }) plus the harness build at '/'. Resolves to its base URL. */
export function serveHarness(mounts = {}) {
  const table = Object.entries({ ...mounts, '/': HARNESS_OUT }).sort(
    (a, b) => b[0].length - a[0].length,
  );
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const hit = table.find(([prefix]) => path.startsWith(prefix));
    const dir = resolve(hit[1]);
    let file = resolve(dir, '.' + path.slice(hit[0].length - 1));
    if (file.endsWith('/') || (existsSync(file) && statSync(file).isDirectory()))
      file = join(file, 'pose.html');
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.statusCode = 404;
      res.end('not found');
      return;
    }
    res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    res.setHeader('Accept-Ranges', 'bytes');
    const size = statSync(file).size;
    // <video> seeks with Range requests.
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    if (range) {
      const start = Number(range[1]);
      const end = range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      res.statusCode = 206;
      res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
      res.setHeader('Content-Length', end - start + 1);
      createReadStream(file, { start, end }).pipe(res);
      return;
    }
    res.setHeader('Content-Length', size);
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) =>
    server.listen(0, '127.0.0.1', () =>
      ok({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() }),
    ),
  );
}
