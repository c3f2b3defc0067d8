// The session timer on /app waits for the camera: it starts when tracking
// starts, not while the camera permission prompt is open, and a denial leaves it at zero. Headless
// Chromium WITHOUT the fake UI that auto-accepts and with no camera permission, so getUserMedia is
// refused for real; the prompt's wait (a person reading it) is simulated by delaying the call.
import { expect, test, type Page } from '@playwright/test';
import { chromiumArgs, CHROMIUM_PATH } from './chromium.ts';
import { replayEach } from './replay.ts';

// The clip's frames answered from BlazePose's recorded landmarks (docs/testing.md#replay).
replayEach(test, 'seated-video');

test.use({
  permissions: [],
  viewport: { width: 1280, height: 900 },
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: chromiumArgs().filter((a) => a !== '--use-fake-ui-for-media-stream'),
  },
});

const timer = (page: Page) => page.getByRole('timer', { name: 'Session time' });

test('the session timer waits while the prompt is open (its wait simulated: no prompt in headless Chromium) and a denial leaves it at zero', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    const media = navigator.mediaDevices;
    const open = media.getUserMedia.bind(media);
    media.getUserMedia = async (c) => {
      await new Promise((r) => setTimeout(r, 3_000)); // the person reads the prompt
      return open(c);
    };
  });
  await page.goto('/app');
  await page.getByRole('button', { name: 'Start Tracking' }).click();
  await expect(page.getByTestId('camera-status')).toHaveText('Connecting...');
  await page.waitForTimeout(2_000);
  await expect(timer(page)).toHaveText('0h 00m 00s');
  await expect(page.getByTestId('camera-status')).toHaveText('Permission denied');
  await page.waitForTimeout(1_500);
  await expect(timer(page)).toHaveText('0h 00m 00s');

  await context.grantPermissions(['camera']);
  const dialog = page.getByRole('dialog', { name: 'Camera Permission Required' });
  await dialog.getByRole('button', { name: 'Grant Permission' }).click();
  await expect(page.getByTestId('camera-status')).toHaveText('Connecting...');
  await page.waitForTimeout(2_000);
  await expect(timer(page)).toHaveText('0h 00m 00s');
  await expect(page.getByTestId('camera-status')).toHaveText('Connected');
  await expect(timer(page)).not.toHaveText('0h 00m 00s', { timeout: 5_000 });
});
