// Shared steps of the reliability and privacy specs: sign up through the real form, open /app,
// start tracking with the fake camera.
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Reliable-Pass1';

/**
 * The sign-up form (docs/validation.md#auth-forms); afterwards the tokens are in storage and the
 * user is signed in.
 */
export async function signUpInBrowser(page: Page, tag: string): Promise<string> {
  const email = `${tag}-${Date.now().toString(36)}@example.test`;
  await page.goto('/signup');
  const field = (name: string) => page.getByLabel(name, { exact: true });
  await field('First Name').fill('Rel');
  await field('Last Name').fill('Iable');
  await field('Email').fill(email);
  await field('Password').fill(PASSWORD);
  await field('Confirm Password').fill(PASSWORD);
  const consent = page.getByRole('checkbox', { name: /privacy policy/i });
  // react-aria hides the native input visually, so it is checked without the visibility wait.
  if (await consent.count()) await consent.setChecked(true, { force: true });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).not.toHaveURL(/\/signup$/, { timeout: 30_000 });
  return email;
}

/** The button that (re)starts tracking: 'Start Tracking', 'Resume' or 'Resume Tracking'. */
export const startButton = (page: Page) =>
  page.getByRole('button', { name: /^(Start Tracking|Resume|Resume Tracking)$/ });

export async function openAndTrack(page: Page, query = 'model=lite'): Promise<void> {
  await page.goto(`/app?${query}`);
  await startButton(page).click();
  await expect(page.getByTestId('camera-status')).toHaveText(/^Connected/);
}
