#!/usr/bin/env node
// `npm start`: builds the SPA when dist/ is missing or older than its sources, then runs the account
// server (server/src/server.ts), which serves /api and the built SPA from dist/ on PORT (default 3000).
import './require-node.mjs';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((m, f) => Math.max(m, newestMtime(join(path, f))), st.mtimeMs);
}

// Everything `vite build` reads, its own plugins (vite.config.ts imports them from scripts/) included.
const sources = [
  'core',
  'src',
  'workers',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/precompress.ts',
  'scripts/sw-precache.ts',
  'package-lock.json',
];
const built = existsSync(join(dist, 'index.html')) ? statSync(join(dist, 'index.html')).mtimeMs : 0;
if (built < Math.max(...sources.map((s) => newestMtime(join(root, s))))) {
  console.log('[start] building the app (dist/ is missing or stale)...');
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
}

// tsx runs the TypeScript server as is: no separate server build step to forget.
const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
