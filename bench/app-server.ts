// Starts the built app (scripts/e2e-server.mjs: throw-away data folder) for the browser benches.
// BENCH_PORT picks the port (default 3127; the OpenID stub takes the next one), so a bench can run
// beside other browser work on the same machine.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3127);

export async function startApp(port = BENCH_PORT) {
  const child = spawn(process.execPath, [join(root, 'scripts/e2e-server.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      /* building or starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error('app server did not start');
}
