#!/usr/bin/env node
// `npm start`: builds the SPA when dist/ is missing or older than its sources, then runs the server.
// Until the account server exists this serves dist/ itself (index.html fallback for client routes).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createReadStream } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((m, f) => Math.max(m, newestMtime(join(path, f))), st.mtimeMs);
}

const sources = ['src', 'workers', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
const built = existsSync(join(dist, 'index.html')) ? statSync(join(dist, 'index.html')).mtimeMs : 0;
if (built < Math.max(...sources.map((s) => newestMtime(join(root, s))))) {
  console.log('[start] building the app (dist/ is missing or stale)...');
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
}

const serverEntry = join(root, 'server/src/server.ts');
if (existsSync(serverEntry)) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], { cwd: root, stdio: 'inherit' });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.wasm': 'application/wasm', '.bin': 'application/octet-stream' };
  const port = Number(process.env.PORT ?? 3000);
  createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(dist, path);
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
    res.setHeader('Content-Type', types[extname(file)] ?? 'application/octet-stream');
    createReadStream(file).pipe(res);
  }).listen(port, () => console.log(`[start] serving dist/ on http://localhost:${port}`));
}
