// The monitoring screen tracking in French and Spanish (docs/product.md#language), as
// monitor-german.e2e.ts does for German: a browser in the language gets /app in it, tracking
// calibrated on the fake camera, the clip's slouch named in the language's own sentence, no
// English words of the screen left, and no WCAG 2.1 AA violation. The words come from the app's
// catalogs (src/i18n/catalogs), so the spec checks that the page shows them, not the
// translations themselves (src/i18n/catalogs.test.ts does). With SCREENSHOT_DIR set, the tracking
// screen is saved as app-tracking-fr.png and app-tracking-es.png.
import { expect, test } from '@playwright/test';
import { ES } from '../src/i18n/catalogs/es.ts';
import { FR } from '../src/i18n/catalogs/fr.ts';
import { expectNoViolations } from './axe.ts';
import { MONITOR_ENGLISH } from './monitor-words.ts';
import { replayEach } from './replay.ts';
import { shot } from './screenshot.ts';

// The clip's frames answered from BlazePose's recorded landmarks (docs/testing.md#replay).
replayEach(test, 'seated-video');

/** The engine's sentences for the seated man's slouch (core/posture/messages.ts). */
const SLOUCH_SENTENCES = [
  'You are slouching. Sit up tall and lift your chest.',
  'Your head is drifting forward. Tuck your chin and bring your ears back over your shoulders.',
];

for (const { lang, locale, words } of [
  { lang: 'fr', locale: 'fr-FR', words: FR },
  { lang: 'es', locale: 'es-ES', words: ES },
]) {
  const t = (en: string) => {
    const said = words[en];
    if (!said) throw new Error(`no ${lang} words for "${en}"`);
    return said;
  };
  test.describe(`in ${lang}`, () => {
    test.use({ locale });

    test(`/app in ${lang}: tracking, calibrated and the slouch named in its words, no English left, no axe violation`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.goto('/app');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(
        page.getByRole('heading', { level: 1, name: t('Posture Monitor') }),
      ).toBeVisible();
      // The model is ready before Start, as in the other tracking specs, so calibration sees the clip.
      await expect(page.getByTestId('backend')).toHaveText(/\w/, { timeout: 400_000 });

      await page.getByRole('button', { name: t('Start Tracking') }).click();
      const dialog = page.getByRole('dialog', { name: t('Calibrating Posture') });
      await expect(dialog).toBeVisible({ timeout: 120_000 });
      await expect(page.getByTestId('calibration-status')).toHaveText(t('Calibrated'), {
        timeout: 60_000,
      });
      await expect(dialog).toBeHidden();

      const status = page.getByRole('region', { name: t('Status') });
      await expect(status.getByTestId('camera-status')).toHaveText(t('Connected'));
      await expect(status.getByTestId('session-indicator')).toHaveText(
        t('Session: {status}').replace('{status}', t('Not logged in')),
      );
      const controls = page.getByRole('group', { name: t('Tracking controls') });
      for (const name of ['Pause', 'End Session', 'Recalibrate'])
        await expect(controls.getByRole('button', { name: t(name) })).toBeVisible();

      // The clip turns to its slouch within 40 s: the status names it in the language.
      await expect(page.getByTestId('posture-message')).toHaveText(
        new RegExp(
          SLOUCH_SENTENCES.map((s) => t(s).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
        ),
        { timeout: 60_000 },
      );

      await shot(page, `app-tracking-${lang}`);
      const text = await page.locator('main').innerText();
      const left = MONITOR_ENGLISH.filter((en) => text.includes(en));
      expect(left, 'English words of the monitoring screen').toEqual([]);
      await expectNoViolations(page, `/app tracking in ${lang}`);
    });
  });
}
