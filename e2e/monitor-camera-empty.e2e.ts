// The real /app with an empty chair (docs/posture-rules.md#calibration): calibration stops after 15
// s without anyone in view and says no one was found, with Retry and Cancel (Cancel ends the
// session). The camera is the seated fixture's background still (e2e/fixtures/nobody.jpg) as a 30
// fps MJPEG, answered from the recording (docs/testing.md#replay): BlazePose finds no one in that
// still (models.e2e.ts). monitor-camera-dark.e2e.ts has the dark room.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { PROBLEM_TEXT } from '../src/components/monitoring/calibration-text.ts';
import { CALIBRATION_NO_PERSON_MS } from '../core/posture/constants.ts';
import { chromiumArgs, CHROMIUM_PATH } from './chromium.ts';
import { replayEach } from './replay.ts';

replayEach(test, 'nobody');

/** 10 s of e2e/fixtures/nobody.jpg (looping): a lit room with nobody in it. */
function emptyChair(): string {
  const nobody = readFileSync(new URL('./fixtures/nobody.jpg', import.meta.url));
  const file = join(tmpdir(), `posture-e2e-empty-chair-${process.env.E2E_PORT ?? '3123'}.mjpeg`);
  writeFileSync(file, Buffer.concat(Array<Buffer>(300).fill(nobody)));
  return file;
}

test.use({
  viewport: { width: 1280, height: 900 },
  launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs({ camera: emptyChair() }) },
});

test('an empty chair: calibration stops after 15 s and says no one was found; Cancel ends', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/app');
  await expect(page.getByTestId('backend')).toHaveText(/\w/, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Start Tracking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calibrating Posture' });
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await expect(dialog).toContainText('Waiting for you to appear in the camera...');
  const problem = page.getByTestId('calibration-problem');
  await expect(problem).toHaveText(PROBLEM_TEXT['no-person'], {
    timeout: CALIBRATION_NO_PERSON_MS + 30_000,
  });
  await expect(dialog.getByRole('button', { name: 'Retry' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Start Tracking' })).toBeVisible();
  await expect(page.getByTestId('calibration-status')).toHaveText('Not calibrated');
});
