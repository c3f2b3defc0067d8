import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

// With SCREENSHOT_DIR set, a spec saves the screens it visits as PNGs (how docs/screenshots/ is made).
const shotDir = process.env.SCREENSHOT_DIR;

export async function shot(page: Page, name: string): Promise<void> {
  if (!shotDir) return;
  mkdirSync(shotDir, { recursive: true });
  // From the top: a full-page shot of a scrolled page draws the sticky header over what the
  // scroll had moved under it (the status, on /app with the settings open).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${shotDir}/${name}.png`, fullPage: true });
}
