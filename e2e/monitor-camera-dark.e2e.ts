// The real /app with a dark camera (docs/posture-rules.md#calibration): calibration stops after 15
// s without anyone in view and says it is too dark, with Retry (starts over) and Cancel (ends the
// session). The clip is a near-black frame (e2e/fixtures/README.md): a dark room cannot be filmed
// here. The frames are answered from the recording (docs/testing.md#replay): BlazePose finds no one
// in that frame (models.e2e.ts), and the darkness is measured from the frame itself, as with the
// model.
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { CALIBRATION_NO_PERSON_MS } from '../core/posture/constants.ts';
import { PROBLEM_TEXT } from '../src/components/monitoring/calibration-text.ts';
import { chromiumArgs, CHROMIUM_PATH } from './chromium.ts';
import { openApp } from './monitor-app.ts';
import { replayEach } from './replay.ts';

replayEach(test, 'dark');

test.use({
  viewport: { width: 1280, height: 900 },
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: chromiumArgs({
      camera: fileURLToPath(new URL('./fixtures/dark-1280x720.mjpeg', import.meta.url)),
    }),
  },
});

test.describe('a dark camera', () => {
  test('calibration stops after 15 s and says it is too dark; Retry starts over, Cancel ends', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openApp(page);
    await page.getByRole('button', { name: 'Start Tracking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Calibrating Posture' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Waiting for you to appear in the camera...');
    const problem = page.getByTestId('calibration-problem');
    await expect(problem).toHaveText(PROBLEM_TEXT['too-dark'], {
      timeout: CALIBRATION_NO_PERSON_MS + 30_000,
    });
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect(problem).toHaveText('');
    await expect(dialog).toContainText('Waiting for you to appear in the camera...');
    await expect(problem).toHaveText(PROBLEM_TEXT['too-dark'], {
      timeout: CALIBRATION_NO_PERSON_MS + 30_000,
    });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Start Tracking' })).toBeVisible();
    await expect(page.getByTestId('camera-status')).toHaveText('Stopped');
  });
});
