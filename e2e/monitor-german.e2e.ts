// The monitoring screen in German (docs/product.md#language): a browser whose language is German
// gets /app in German ('System' follows the browser), <html lang="de">, tracking started and
// calibrated with the fake camera, no English words of the screen left, and no WCAG 2.1 AA
// violation. With SCREENSHOT_DIR set, the tracking screen is saved as app-tracking-de.png.
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { shot } from './screenshot.ts';
import { MONITOR_ENGLISH } from './monitor-words.ts';
import { replayEach } from './replay.ts';

// The clip's frames answered from BlazePose's recorded landmarks (docs/testing.md#replay).
replayEach(test, 'seated-video');

test.use({ locale: 'de-DE' });

test('/app in German: tracking and calibrated with German words, lang="de", no English left, no axe violation', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // The model is ready before Start, as in the other tracking specs, so calibration sees the clip.
  await page.goto('/app?model=lite');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Haltungsmonitor' })).toBeVisible();
  await expect(page.getByTestId('backend')).toHaveText(/\w/, { timeout: 400_000 });

  await page.getByRole('button', { name: 'Erfassung starten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Haltung wird kalibriert' });
  await expect(dialog).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('calibration-status')).toHaveText('Kalibriert', {
    timeout: 60_000,
  });
  await expect(dialog).toBeHidden();

  const main = page.locator('main');
  const status = page.getByRole('region', { name: 'Status' });
  await expect(status.getByTestId('camera-status')).toHaveText('Verbunden');
  await expect(status.getByTestId('session-indicator')).toHaveText('Sitzung: Nicht angemeldet');
  await expect(page.getByRole('meter', { name: 'Haltungswert' })).toHaveAttribute(
    'aria-valuetext',
    /^\d+, (Ausgezeichnet|Gut|Verbesserungswürdig)$/,
  );
  const controls = page.getByRole('group', { name: 'Steuerung der Erfassung' });
  for (const name of ['Pausieren', 'Sitzung beenden', 'Neu kalibrieren'])
    await expect(controls.getByRole('button', { name })).toBeVisible();
  await expect(page.getByRole('button', { name: '15 Min. pausieren' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Einstellungen' })).toBeVisible();
  await expect(
    main.getByText('Die Posenerkennung läuft auf diesem Gerät.', { exact: false }),
  ).toBeVisible();

  const text = await main.innerText();
  const left = MONITOR_ENGLISH.filter((en) => text.includes(en));
  expect(left, 'English words of the monitoring screen').toEqual([]);

  await expectNoViolations(page, '/app tracking in German');

  await shot(page, 'app-tracking-de');
});
