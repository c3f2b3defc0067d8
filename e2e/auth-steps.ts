// Shared steps of the account life-cycle specs against the real server (auth.e2e.ts,
// auth-account.e2e.ts): each signs up its own unique address through the sign-up form and finds
// its mails in the e2e server's outbox by recipient (e2e/mail.ts).
import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

export const FIRST = 'Ada';
export const LAST = 'Lovelace';
export const PASSWORD = 'Analytical1';
export const NEW_PASSWORD = 'Engine2Difference';

/** An address no other run has used. */
export const uniqueEmail = () => `ada.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

// With SCREENSHOT_DIR set, the signed-in screens are saved as PNGs too (docs/screenshots/).
export async function shot(page: Page, name: string, fullPage = true) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: `${FIRST} account menu` }).click();
}

/** Fills /signup (LAST as last name, the privacy policy accepted) and sends it. */
export async function submitSignUp(page: Page, first: string, email: string, password: string) {
  await page.goto('/signup');
  await page.getByLabel('First Name').fill(first);
  await page.getByLabel('Last Name').fill(LAST);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Signs in through /login and lands on /app. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
}
