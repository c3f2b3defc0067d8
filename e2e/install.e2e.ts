import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { chromiumArgs, CHROMIUM_PATH } from './chromium.ts';

// The installable app (public/manifest.webmanifest, src/service-worker/sw.js): Chromium reads the manifest the
// page links, and finds nothing that stops installation. A persistent profile, because Chromium
// never offers installation in an incognito context (Playwright's default one).
test('the page links a valid manifest, Chromium finds it installable and Install app prompts', async ({
  baseURL,
}) => {
  const profile = mkdtempSync(join(tmpdir(), 'posture-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: chromiumArgs({ camera: null }),
  });
  try {
    const page = await context.newPage();
    // Count the real prompt() calls; the dialog it opens is never answered in headless Chromium.
    await page.addInitScript(() => {
      const w = window as unknown as { promptCalls: number };
      w.promptCalls = 0;
      const proto = (window as unknown as { BeforeInstallPromptEvent?: { prototype: object } })
        .BeforeInstallPromptEvent?.prototype as { prompt(): Promise<unknown> } | undefined;
      if (!proto) return;
      const real = proto.prompt;
      proto.prompt = function (this: unknown) {
        w.promptCalls++;
        return real.call(this);
      };
    });
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
        page.evaluate(async () =>
          Boolean(await caches.match('/icons/icon-maskable-512.png', { ignoreSearch: true })),
        ),
      )
      .toBe(true);

    // docs/product.md#installable-app: Chromium's own beforeinstallprompt shows 'Install app' in
    // the nav; a click opens the browser's prompt once and spends the offer, so the button goes.
    const install = page.getByRole('navigation', { name: 'Main' }).getByRole('button', {
      name: 'Install app',
    });
    await expect(install).toBeVisible();
    await install.click();
    await expect(install).toBeHidden();
    expect(
      await page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls),
    ).toBe(1);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
