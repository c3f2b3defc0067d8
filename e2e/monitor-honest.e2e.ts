// Honest /app states on the real page (fake camera playing the seated clip: good, then slouched;
// real workers, real server): End Session asks first; the calibration dialog ignores Escape and,
// once cancelled, leaves no 'Calibrating...' with the camera stopped; the alert toast covers no
// control at 1280x800, 1366x768 and 390x844 with the settings open.
import { expect, test, type Page } from '@playwright/test';
import { openApp, uncovered } from './monitor-app.ts';
import { replayEach } from './replay.ts';

// The clip's frames answered from BlazePose's recorded landmarks (docs/testing.md#replay).
replayEach(test, 'seated-video');

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The visible controls whose rectangle the alert toast's overlaps (names); null: no toast now. */
function controlsUnderToast(page: Page): Promise<string[] | null> {
  return page.evaluate(() => {
    const shown = document.querySelector('[data-testid="alert-toast"]');
    if (!shown) return null;
    const toast = shown.getBoundingClientRect();
    const hit: string[] = [];
    const sel = 'button, a[href], input, select, textarea, [role="slider"], [role="switch"]';
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
      if (el.closest('[data-testid="alert-toast"]')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const overlap =
        r.left < toast.right &&
        r.right > toast.left &&
        r.top < toast.bottom &&
        r.bottom > toast.top;
      if (overlap) hit.push(el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName);
    }
    return hit;
  });
}

test('End Session asks first: Escape keeps the session, the dialog ends it', async ({ page }) => {
  await page.goto('/app?model=lite');
  await button(page, 'Start Tracking').click();
  await expect(page.getByTestId('camera-status')).toHaveText(/^Connected/);
  // The calibration dialog may be open (the model loaded quickly); Cancel is not what is tested.
  await button(page, 'Pause').click();
  await button(page, 'End Session').click();
  const ask = page.getByRole('alertdialog', { name: 'End this session?' });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Keep session' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(button(page, 'Resume Tracking')).toBeVisible();
  await button(page, 'End Session').click();
  await ask.getByRole('button', { name: 'End Session' }).click();
  await expect(button(page, 'Start Tracking')).toBeVisible();
  await expect(button(page, 'Reset Session')).toBeVisible();
});

test('calibration ignores Escape, Cancel leaves no stale status; the alert covers no control', async ({
  page,
}) => {
  test.setTimeout(560_000);
  await openApp(page, 'model=lite');
  await button(page, 'Start Tracking').click();
  const dialog = page.getByRole('dialog', { name: 'Calibrating Posture' });
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press('Escape');
  await page.waitForTimeout(500);
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('camera-status')).toHaveText(/^Connected/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('camera-status')).toHaveText(/^Stopped/);
  await expect(page.getByTestId('calibration-status')).toHaveText('Not calibrated');
  // And it stays so (a late summary from the stopped loop does not bring it back).
  await page.waitForTimeout(2_000);
  await expect(page.getByTestId('calibration-status')).toHaveText('Not calibrated');

  // A full calibration, then the clip's slouched half raises alerts (one every few seconds while
  // it lasts); each viewport is checked against a toast that is on screen.
  await button(page, 'Settings').click();
  await expect(page.getByRole('slider', { name: 'Sensitivity' })).toBeVisible();
  await button(page, 'Start Tracking').click();
  await expect(page.getByTestId('calibration-status')).toHaveText('Calibrated', {
    timeout: 90_000,
  });
  for (const [width, height] of [
    [1280, 800],
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // Wait for a toast on screen, then name every control it overlaps: none.
    let under: string[] | null = null;
    await expect
      .poll(async () => (under = await controlsUnderToast(page)) !== null, { timeout: 120_000 })
      .toBe(true);
    expect(under, `controls under the toast at ${width}x${height}`).toEqual([]);
    for (const name of ['Pause', 'End Session', 'Settings']) {
      await button(page, name).scrollIntoViewIfNeeded();
      expect(await uncovered(page, name), `${name} at ${width}x${height}`).toBe(true);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
  }
});
