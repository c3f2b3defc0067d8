import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { chromiumArgs, CHROMIUM_PATH } from './chromium.ts';

// The installable app (public/manifest.webmanifest, public/sw.js): Chromium reads the manifest the
// page links, and finds nothing that stops installation. A persistent profile, because Chromium
// never offers installation in an incognito context (Playwright's default one).
test('the page links a valid manifest and Chromium finds it installable', async ({ baseURL }) => {
  const profile = mkdtempSync(join(tmpdir(), 'posture-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: chromiumArgs({ camera: null }),
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);

    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data ?? '{}') as { start_url: string; display: string };
    expect(data).toMatchObject({ start_url: '/app', display: 'standalone' });

    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    // The service worker keeps the manifest and its icons for an installed app opened offline.
    await expect
      .poll(() =>
        page.evaluate(async () => Boolean(await caches.match('/icons/icon-maskable-512.png'))),
      )
      .toBe(true);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
