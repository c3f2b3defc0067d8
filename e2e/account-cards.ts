// The two history cards on /account that account-corrections.e2e.ts reads ('Your corrections per
// tracked hour' and 'Last 30 days'), and with SCREENSHOT_DIR set both saved as PNGs.
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

export async function saveCards(page: Page, suffix: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.waitForTimeout(300);
  await card(page).screenshot({ path: `${dir}/account-corrections${suffix}.png` });
  await dayCard(page).screenshot({ path: `${dir}/account-days${suffix}.png` });
}

export const card = (page: Page) =>
  page.getByRole('figure', { name: /^Your corrections per tracked hour/ });
export const dayCard = (page: Page) => page.getByRole('figure', { name: /^Last 30 days/ });
