// The Playwright half of `npm test` (scripts/test.mjs, docs/testing.md#playwright-projects): the
// runs side by side, each with its own web server (E2E_PORT and the port after it), results folder
// (playwright.config.ts) and JSON report, every line it prints tagged with its name. The first run
// builds the test bundle (dist-e2e/); the others start once its server answers, so they find the
// build fresh and never build it at the same time.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const playwright = join(process.cwd(), 'node_modules', '.bin', 'playwright');
/** How long the first run may take to build and start its server before the others start anyway. */
const SERVER_WAIT_MS = 600_000;

/** One run: its exit status once it ends; its lines on stdout, each after `tag`. */
function start({ args, port, json, tag }) {
  const child = spawn(playwright, ['test', '--reporter=list,json', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, E2E_PORT: String(port), PLAYWRIGHT_JSON_OUTPUT_NAME: json },
  });
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => console.log(`${tag} ${line}`));
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Resolves once the app answers on `port`, or `ended` settles, or after SERVER_WAIT_MS. */
async function serverUp(port, ended) {
  let over = false;
  void ended.then(() => (over = true));
  const until = Date.now() + SERVER_WAIT_MS;
  while (!over && Date.now() < until) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

/**
 * Runs `runs` ({ args, port, json, tag }) side by side, the first alone until its server is up.
 * Resolves with their exit statuses, in order.
 */
export async function runSideBySide(runs) {
  const [first, ...others] = runs;
  const firstEnded = start(first);
  await serverUp(first.port, firstEnded);
  return Promise.all([firstEnded, ...others.map(start)]);
}
