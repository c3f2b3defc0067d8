#!/usr/bin/env node
// `npm start`: runs the account server (server/src/server.ts), which serves /api and the built SPA
// from dist/ on PORT (default 3000). Node runs its TypeScript as is, stripping the types
// (docs/deploy.md, "Build"), so the server has no build step and no dev tool at run time.
// - .env in the project folder, when there is one, sets what the environment does not (.env.example).
// - Development: builds the SPA first when dist/ is missing or older than its sources.
// - NODE_ENV=production: never builds (vite is a devDependency, which `npm ci --omit=dev` leaves
//   out): serves the dist/ that `npm run build` made, and stops when there is none.
import './require-node.mjs';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// DIST_DIR and BUILD_MODE: the e2e specs build and serve a test build (`vite build --mode e2e`
// into dist-e2e/, docs/testing.md#replay) beside the production one.
const dist = join(root, process.env.DIST_DIR || 'dist');
const mode = process.env.BUILD_MODE;
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const production = process.env.NODE_ENV === 'production';
const vite = join(root, 'node_modules/vite/bin/vite.js');

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
if (production && !built) {
  console.error(
    '[start] NODE_ENV=production and dist/ holds no build: run `npm run build` on a full install ' +
      '(`npm ci`) first, then `npm prune --omit=dev` (docs/deploy.md)',
  );
  process.exit(1);
}
if (!production && built < Math.max(...sources.map((s) => newestMtime(join(root, s))))) {
  if (existsSync(vite)) {
    console.log('[start] building the app (dist/ is missing or stale)...');
    const args = mode ? ['--mode', mode, '--outDir', dist, '--emptyOutDir'] : [];
    execFileSync(process.execPath, [vite, 'build', ...args], { cwd: root, stdio: 'inherit' });
  } else if (built) {
    console.warn(
      '[start] dist/ is older than its sources and vite is not installed: serving it as is',
    );
  } else {
    console.error('[start] dist/ holds no build and vite is not installed: run `npm ci` first');
    process.exit(1);
  }
}

const child = spawn(process.execPath, [join(root, 'server/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
