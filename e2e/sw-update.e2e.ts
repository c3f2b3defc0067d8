import { expect, test, type Page } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverProcess, type ServerProcess } from '../tests/support/server-process.ts';

// 'Reload to update' across two real versions (docs/decisions.md#service-worker): the real server
// serves a copy of the build on a port of its own, the page installs that version's sw.js, then
// the copy's sw.js gets a new VERSION (a deploy). The open page notices the waiting worker, keeps
// the old one until the click, then reloads once under the new one (its cache, `posture-<VERSION>`).
// The test build (docs/testing.md#replay), which the web server built before any spec ran; a
// production build in dist/ exists only after `npm run build` (or the bench), not in a fresh clone.
const dist = fileURLToPath(new URL('../dist-e2e', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

let dir = '';
let server: ServerProcess | null = null;
test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'posture-swupdate-'));
  cpSync(dist, dir, { recursive: true });
  const port = await freePort();
  server = serverProcess(port, { DIST_DIR: dir, PUBLIC_URL: `http://127.0.0.1:${port}` });
  await server.start();
});
test.afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A deploy: the same build with a new VERSION in sw.js (its precompressed copies removed). */
function deployNewVersion(): string {
  const file = join(dir, 'sw.js');
  const source = readFileSync(file, 'utf8');
  const old = /const VERSION = "([^"]+)";/.exec(source)?.[1];
  if (!old) throw new Error('dist-e2e/sw.js has no VERSION');
  const version = `${old.slice(0, 8)}e2e2e2e2`;
  writeFileSync(file, source.replace(`const VERSION = "${old}";`, `const VERSION = "${version}";`));
  rmSync(`${file}.br`, { force: true });
  rmSync(`${file}.gz`, { force: true });
  return version;
}

const cacheNames = (page: Page) =>
  page.evaluate(() => caches.keys().then((k) => k.filter((n) => n.startsWith('posture-'))));

test('a deploy shows "Reload to update"; the click reloads once under the new service worker', async ({
  page,
}) => {
  const base = server!.base;
  await page.goto(`${base}/`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sit smarter, work harder' }),
  ).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  const [oldCache] = await cacheNames(page);
  expect(oldCache).toMatch(/^posture-/);
  // First visit: the worker took over by itself, nothing to offer.
  await expect(page.getByRole('button', { name: 'Reload to update' })).toHaveCount(0);

  const version = deployNewVersion();
  // The tab is shown again: the page asks for a new sw.js (its hourly check does the same).
  const notice = page.getByRole('status').filter({ hasText: 'A new version is available.' });
  const reload = page.getByRole('button', { name: 'Reload to update', exact: true });
  await expect(async () => {
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(reload).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(notice).toBeVisible();
  // Polite and persistent: it took no focus, and the new version waits for the click.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  expect(
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return Boolean(reg?.waiting) && reg?.active === navigator.serviceWorker.controller;
    }),
  ).toBe(true);
  expect(await cacheNames(page)).toContain(oldCache);
  await page.waitForTimeout(1_000);
  await expect(reload).toBeVisible();

  // Keyboard reachable; Enter switches versions and the page reloads exactly once.
  let loads = 0;
  page.on('load', () => loads++);
  await page.evaluate(() => ((window as { beforeUpdate?: boolean }).beforeUpdate = true));
  await reload.focus();
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sit smarter, work harder' }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBe(
    undefined,
  );
  await expect.poll(() => cacheNames(page)).toEqual([`posture-${version}`]);
  expect(
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return {
        controlled: reg?.active === navigator.serviceWorker.controller,
        waiting: Boolean(reg?.waiting),
      };
    }),
  ).toEqual({ controlled: true, waiting: false });
  await expect(reload).toHaveCount(0);
  // No reload loop.
  await page.waitForTimeout(2_000);
  expect(loads).toBe(1);
});
