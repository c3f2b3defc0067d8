// When the SPA's build is out of date, and how it is made: `npm start` (scripts/start.mjs), the e2e
// server's test build and the bundle bench build only when the folder is missing or older than
// what `vite build` reads, so one CI run builds each folder once.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const VITE = join(root, 'node_modules/vite/bin/vite.js');

// Everything `vite build` reads, its own plugins (vite.config.ts imports them from scripts/) included.
const SOURCES = [
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

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((m, f) => Math.max(m, newestMtime(join(path, f))), st.mtimeMs);
}

/** When `dist` was last built (its index.html), 0 when it holds no build. */
export function builtAt(dist) {
  const index = join(dist, 'index.html');
  return existsSync(index) ? statSync(index).mtimeMs : 0;
}

/** Whether `dist` is missing or older than any of its sources. */
export function isStale(dist) {
  return builtAt(dist) < Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
}

/** `vite build` into `dist` (the default folder, or another with `mode`, as the e2e build does). */
export function build(dist, mode, extraArgs = []) {
  const args = mode ? ['--mode', mode, '--outDir', dist, '--emptyOutDir'] : [];
  execFileSync(process.execPath, [VITE, 'build', ...args, ...extraArgs], {
    cwd: root,
    stdio: 'inherit',
  });
}
