#!/usr/bin/env node
// `npm start`: runs the account server (server/src/server.ts), which serves /api and the built SPA
// from dist/ on PORT (default 3000). Node runs its TypeScript as is, stripping the types
// (docs/deploy.md, "Build"), so the server has no build step and no dev tool at run time.
// - .env in the project folder, when there is one, sets what the environment does not (.env.example).
// - Development: builds the SPA first when dist/ is missing or older than its sources.
// - NODE_ENV=production: never builds (vite is a devDependency, which `npm ci --omit=dev` leaves
//   out): serves the dist/ that `npm run build` made, and stops when there is none.
import './require-node.mjs';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, builtAt, isStale, VITE } from './build-if-stale.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// DIST_DIR and BUILD_MODE: the e2e specs build and serve a test build (`vite build --mode e2e`
// into dist-e2e/, docs/testing.md#replay) beside the production one.
const dist = join(root, process.env.DIST_DIR || 'dist');
const mode = process.env.BUILD_MODE;
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const production = process.env.NODE_ENV === 'production';
const built = builtAt(dist);
if (production && !built) {
  console.error(
    '[start] NODE_ENV=production and dist/ holds no build: run `npm run build` on a full install ' +
      '(`npm ci`) first, then `npm prune --omit=dev` (docs/deploy.md)',
  );
  process.exit(1);
}
if (!production && isStale(dist)) {
  if (existsSync(VITE)) {
    console.log('[start] building the app (dist/ is missing or stale)...');
    build(dist, mode);
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
