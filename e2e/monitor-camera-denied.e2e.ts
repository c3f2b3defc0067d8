// Camera permission denied on /app (docs/api.md#errors): headless Chromium WITHOUT the fake UI that
// auto-accepts, and no camera permission granted, so getUserMedia is refused for real. Then the
// permission is granted and 'Grant Permission' retries.
import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { chromiumArgs, CHROMIUM_PATH } from './chromium.ts';

test.use({
  permissions: [],
  viewport: { width: 1280, height: 900 },
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: chromiumArgs().filter((a) => a !== '--use-fake-ui-for-media-stream'),
  },
});

const shotDir = process.env.SCREENSHOT_DIR;

test('the dialog shows, and Grant Permission retries once the camera is allowed', async ({
  page,
  context,
}) => {
  await page.goto('/app');
  await page.getByRole('button', { name: 'Start Tracking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Camera Permission Required' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Please allow camera access to enable posture monitoring.');
  await expect(page.getByTestId('camera-status')).toHaveText('Permission denied');
  if (shotDir) {
    mkdirSync(shotDir, { recursive: true });
    await page.screenshot({ path: `${shotDir}/app-camera-denied.png` });
  }
  // Still denied: the retry fails again and the dialog stays.
  await dialog.getByRole('button', { name: 'Grant Permission' }).click();
  await expect(page.getByTestId('camera-status')).toHaveText('Permission denied');
  await expect(dialog).toBeVisible();
  await context.grantPermissions(['camera']);
  await dialog.getByRole('button', { name: 'Grant Permission' }).click();
  await expect(page.getByTestId('camera-status')).toHaveText('Connected');
  await expect(dialog).toBeHidden();
});
