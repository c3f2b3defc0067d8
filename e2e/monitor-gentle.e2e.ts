// The 'Gentle, then louder' alert style (docs/posture-rules.md#alerts) on the real /app, on
// BlazePose's recorded landmarks of the seated clip (20 s upright, 20 s slouched, looping; replay,
// docs/testing.md#replay): at the slouch's onset the page turns amber (`data-alert="amber"` on
// <html>: the score box's outline, the widget, the tab title) with no toast and no tone; the held
// slouch brings the toast and the tone after 'Alert me after' (5 s, the default); sitting up clears
// the amber.
import { expect, test, type Page } from '@playwright/test';
import { countTones, openApp } from './monitor-app.ts';
import { replayEach } from './replay.ts';

replayEach(test, 'seated-video');

test.use({ viewport: { width: 1280, height: 900 } });

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

interface Times {
  amberOn: number[];
  amberOff: number[];
  toasts: number[];
}

/** Page-clock times of each amber change on <html> and each alert toast added. */
async function recordAmberAndToasts(page: Page) {
  await page.addInitScript(() => {
    const rec: Times = { amberOn: [], amberOff: [], toasts: [] };
    (window as unknown as { __gentle: Times }).__gentle = rec;
    let amber = false;
    // <html> does not exist yet when an init script runs: watch the document for it.
    new MutationObserver(() => {
      const now = document.documentElement?.dataset.alert === 'amber';
      if (now !== amber) (now ? rec.amberOn : rec.amberOff).push(Date.now());
      amber = now;
    }).observe(document, { attributes: true, attributeFilter: ['data-alert'], subtree: true });
    new MutationObserver((list) => {
      for (const m of list)
        m.addedNodes.forEach((n) => {
          if (n instanceof HTMLElement && n.dataset.testid === 'alert-toast')
            rec.toasts.push(Date.now());
        });
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __gentle: Times }).__gentle);
}

test("'Gentle, then louder': amber at the onset with no toast or tone; the held slouch alerts after the delay; sitting up clears it", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const tones = await countTones(page);
  const times = await recordAmberAndToasts(page);
  await openApp(page);
  await button(page, 'Settings').click();
  await page.getByRole('radio', { name: 'Gentle, then louder' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Gentle, then louder' })).toBeChecked();
  await button(page, 'Start Tracking').click();
  await expect(page.getByTestId('calibration-status')).toHaveText('Calibrated', {
    timeout: 120_000,
  });

  // The slouched half: amber first, and at that moment nothing heard or shown as a toast.
  await expect(page.locator('html[data-alert="amber"]')).toHaveCount(1, { timeout: 90_000 });
  const atOnset = await times();
  expect(atOnset.toasts, 'no toast at the onset').toEqual([]);
  expect(await tones(), 'no tone at the onset').toBe(0);

  // Held: the toast and the tone come after 'Alert me after' (5 s).
  await expect(page.getByTestId('alert-toast')).toBeVisible({ timeout: 30_000 });
  const alerted = await times();
  const wait = (alerted.toasts[0]! - alerted.amberOn[0]!) / 1000;
  console.log(`[gentle] amber then the toast ${wait.toFixed(1)} s later`);
  expect(wait, 'the toast waits for the held problem').toBeGreaterThanOrEqual(3);
  await expect.poll(tones, { message: 'the tone with the toast' }).toBeGreaterThan(0);

  // Sitting up (the clip's upright start): the amber goes.
  await expect(page.locator('html[data-alert="amber"]')).toHaveCount(0, { timeout: 45_000 });
  const cleared = await times();
  expect(cleared.amberOff.length).toBeGreaterThan(0);
});
