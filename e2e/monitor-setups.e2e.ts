// Setups (docs/posture-rules.md#setups) on the real /app, signed in against the real server: the
// fake camera (the seated clip), BlazePose's recorded landmarks (replay). A full calibration is saved as 'Desk' (it reaches
// the account: PUT /api/setups/Desk). With this device's copy removed and the page reloaded, the
// account's copy comes back, and Start says 'Using your “Desk” setup' and is calibrated within a
// few seconds, without the 10 s countdown; 'Recalibrate instead' is offered.
import { expect, test, type Page } from '@playwright/test';
import { openApp, reloadReadingSetups } from './monitor-app.ts';
import { replayEach } from './replay.ts';

// The clip's frames answered from BlazePose's recorded landmarks (docs/testing.md#replay).
replayEach(test, 'seated-video');

/** src/state/setups.ts SETUPS_STORAGE_KEY (not imported: that module builds a store on load). */
const SETUPS_STORAGE_KEY = 'posture-coach:setups';

test.use({ viewport: { width: 1280, height: 900 } });

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('a calibration saved as “Desk” reaches the account and is picked at the next Start without calibrating', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Desk');
  await page.getByLabel('Last Name').fill('Sitter');
  await page.getByLabel('Email').fill(`setups-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Sitting9Straight');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Sitting9Straight');
  await page.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/verify-prompt$/);

  // The app's own backend choice (WASM here, about 60 ms a frame): the match needs 5 analysed
  // frames in its first 2 s, which WebGL on SwiftShader (0.7-2 s a frame) barely gives under load.
  await openApp(page, '');
  await button(page, 'Start Tracking').click();
  const dialog = page.getByRole('dialog', { name: 'Calibrating Posture' });
  await expect(dialog).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('calibration-status')).toHaveText('Calibrated', {
    timeout: 120_000,
  });
  await expect(dialog).toBeHidden({ timeout: 10_000 });

  // 'Save this setup': an empty name is refused with a visible error, then 'Desk' from the keyboard.
  const form = page.getByRole('form', { name: 'Save this setup' });
  await expect(form).toBeVisible();
  await button(page, 'Save this setup').click();
  await expect(form.getByText(/Give the setup a name of 1 to 40 characters/)).toBeVisible();
  await page.getByLabel('Setup name').fill('Desk');
  const put = page.waitForResponse(
    (r) => r.url().endsWith('/api/setups/Desk') && r.request().method() === 'PUT',
  );
  await page.getByLabel('Setup name').press('Enter');
  expect((await put).status()).toBe(201);
  const status = page.getByTestId('setup-status');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(status).toHaveText(/Saved as “Desk”/);

  // This device forgets it; the account still has it.
  await page.evaluate((key) => localStorage.removeItem(key), SETUPS_STORAGE_KEY);
  const listed = await reloadReadingSetups<{ setups: { name: string }[] }>(page);
  const listedNames = listed.setups.map((x) => x.name);
  expect(listedNames).toEqual(['Desk']);
  await expect(page.getByTestId('backend')).toHaveText(/\w/, { timeout: 400_000 });
  await button(page, 'Settings').click();
  await expect(page.getByRole('radio', { name: 'Desk' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Pick automatically' })).toBeChecked();

  await button(page, 'Start Tracking').click();
  await expect(dialog).toBeVisible({ timeout: 120_000 });
  const from = Date.now();
  await expect(status).toHaveText('Using your “Desk” setup.', { timeout: 60_000 });
  await expect(page.getByTestId('calibration-status')).toHaveText('Calibrated');
  const took = Date.now() - from;
  console.log(`[monitor-setups] setup picked ${took} ms after the calibration dialog opened`);
  // A calibration of its own takes 10 s of countdown; the setup is picked after 2 s of frames.
  expect(took).toBeLessThan(9_000);
  await expect(button(page, 'Recalibrate instead')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Save this setup' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
