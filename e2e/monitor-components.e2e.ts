// The monitoring screen's pieces on the real /app (they used to run on a harness page): real
// Chromium, the fake camera playing the seated clip (20 s good, 20 s slouched, looping),
// BlazePose's recorded landmarks in the pose worker (replay), the real account server. Keyboard
// use, control visibility, the calibration dialog (focus trap, Escape, Cancel, Recalibrate, every
// Start calibrates), the alert toast (a resting pointer lets it go, a moved one holds it:
// toast-hold.ts), the floating widget and settings persistence. The feedback flow and its prompt:
// monitor-feedback.e2e.ts.
import { expect, test, type Page } from '@playwright/test';
import { countTones, openApp } from './monitor-app.ts';
import { replayEach } from './replay.ts';
import { expectMovedPointerHoldsToast, expectRestingPointerLetsToastGo } from './toast-hold.ts';

// The clip's frames answered from BlazePose's recorded landmarks (docs/testing.md#replay).
replayEach(test, 'seated-video');

test.use({ viewport: { width: 1280, height: 900 } });

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('settings panel: expands from the keyboard, sliders move with keys, values persist across a reload', async ({
  page,
}) => {
  await page.goto('/app');
  const trigger = button(page, 'Settings');
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const sens = page.getByRole('slider', { name: 'Sensitivity' });
  await sens.focus();
  await page.keyboard.press('ArrowRight');
  await expect(sens).toHaveAttribute('aria-valuetext', '6');
  await page.keyboard.press('End');
  await expect(sens).toHaveAttribute('aria-valuetext', '10');
  const tr = page.getByRole('slider', { name: 'Head translation threshold' });
  await tr.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tr).toHaveAttribute('aria-valuetext', '16%');
  await page.getByRole('switch', { name: 'Audio alerts' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('radio', { name: 'Full (more accurate)' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Lite (faster)' })).toBeChecked();
  await page.reload();
  await button(page, 'Settings').click();
  await expect(page.getByRole('slider', { name: 'Sensitivity' })).toHaveAttribute(
    'aria-valuetext',
    '10',
  );
  await expect(page.getByRole('slider', { name: 'Head translation threshold' })).toHaveAttribute(
    'aria-valuetext',
    '16%',
  );
  await expect(page.getByRole('switch', { name: 'Audio alerts' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'Lite (faster)' })).toBeChecked();
});

test('controls and calibration dialog from the keyboard; every Start calibrates, Recalibrate, Keep, alert toast, widget', async ({
  page,
}) => {
  test.setTimeout(900_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // The pipeline's own account of restarts and calibrations, and any frame left unclosed, for a
  // failure's log (every Start, Pause and snooze here opens or releases the camera).
  page.on('console', (m) => {
    if (/^\[(pipeline|pose)\]|VideoFrame/.test(m.text()))
      console.log(`${Date.now() % 1e6} ${m.text()}`);
  });
  // Pinned to WebGL, unlike most /app specs. This test opens and releases the camera six times
  // (Start, Cancel, Start, snooze, Resume, Pause, Resume, End, Start). On the app's own backend
  // (WASM) with one core kept busy, no frame reached the pose worker for 3 s after a later Start
  // in 7 of 24 runs here, and in 2 of them none came back within 2 minutes, through three worker
  // restarts and a camera re-open (docs/decisions.md#camera-restarts). On WebGL it passed in every
  // landing CI run (with a core kept busy here, WebGL fails otherwise: its first inference
  // outlasts the watchdog's 15 s, as that section says).
  const tones = await countTones(page);
  await openApp(page, 'backend=webgl');
  await expect(button(page, 'Reset Session')).toBeVisible();
  await button(page, 'Start Tracking').focus();
  await page.keyboard.press('Enter');
  await expect(button(page, 'Pause')).toBeVisible();
  await expect(button(page, 'End Session')).toBeVisible();
  await expect(button(page, 'Recalibrate')).toBeVisible();
  await expect(button(page, 'Reset Session')).toHaveCount(0);

  // Calibration starts by itself (docs/posture-rules.md#monitoring-flow: 1.5 s after tracking
  // begins). Focus stays inside.
  const dialog = page.getByRole('dialog', { name: 'Calibrating Posture' });
  await expect(dialog).toBeVisible({ timeout: 120_000 });
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  // Escape does not close it (its comment: only its buttons do); Cancel ends the session.
  await page.keyboard.press('Escape');
  await page.waitForTimeout(300);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(button(page, 'Start Tracking')).toBeVisible();
  await expect(page.getByTestId('camera-status')).toHaveText('Stopped');

  // A full calibration; then the slouched half of the clip raises an alert toast.
  await button(page, 'Start Tracking').click();
  await expect(dialog).toBeVisible({ timeout: 120_000 });
  await expect(dialog.getByText(/\d+ seconds? remaining/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('calibration-status')).toHaveText('Calibrated', {
    timeout: 60_000,
  });
  await expect(dialog).toBeHidden({ timeout: 10_000 });

  // The first alert: its toast goes after its 4 s under a resting pointer, with the tone; a
  // pointer moved onto the next one holds it past its 4 s, and it goes 4 s after the pointer left.
  await expectRestingPointerLetsToastGo(page, tones);
  await expectMovedPointerHoldsToast(page);
  // Recalibrate while tracking: a new calibration, with the saved baseline offered to keep.
  await button(page, 'Recalibrate').click();
  await expect(dialog).toBeVisible({ timeout: 120_000 });
  await dialog.getByRole('button', { name: 'Keep previous calibration' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('calibration-status')).toHaveText('Calibrated');

  // Floating widget: opens a picture-in-picture window, or reports the failure and stays usable.
  const widget = page.getByRole('button', { name: /Open Widget|Widget Active/ });
  if ((await widget.count()) === 0) {
    console.log(
      '[monitor-components] no picture-in-picture API in this Chromium: no widget button',
    );
    expect(
      await page.evaluate(
        () => 'documentPictureInPicture' in window || document.pictureInPictureEnabled,
      ),
    ).toBe(false);
  } else {
    const pipPage = page
      .context()
      .waitForEvent('page', { timeout: 5_000 })
      .catch(() => null);
    await widget.click();
    // This Chromium has Document Picture-in-Picture (the branch above checks the API): the window
    // must open, so a regression in opening it fails here rather than skipping the checks.
    const pip = await pipPage;
    expect(pip, 'the widget window opened').not.toBeNull();
    if (pip) {
      await expect(pip.locator('#widget')).toContainText('POSTURE SCORE');
      await expect(pip.locator('.status')).toHaveText('● Active');
      await expect(button(page, 'Widget Active')).toBeDisabled();
      // Snooze from the widget (its own keyboard-reachable buttons) snoozes the page.
      await pip
        .getByRole('group', { name: 'Snooze' })
        .getByRole('button', { name: 'Snooze 15 min' })
        .click();
      await expect(page.getByTestId('snooze-status')).toContainText('Snoozed until');
      await expect(page.getByTestId('camera-status')).toHaveText('Stopped');
      if (!pip.isClosed()) await pip.close();
      await button(page, 'Resume now').click();
      await expect(page.getByTestId('camera-status')).toHaveText('Connected', { timeout: 60_000 });
      await expect(page.getByTestId('calibration-status')).toHaveText('Calibrated');
    }
    await expect(button(page, 'Open Widget')).toBeEnabled({ timeout: 10_000 });
  }

  // Pause / Resume from the keyboard; a Resume keeps the session's calibration.
  await button(page, 'Pause').focus();
  await page.keyboard.press('Space');
  await expect(button(page, 'Resume Tracking')).toBeVisible();
  await expect(page.getByTestId('canvas-host')).toHaveAttribute('aria-label', 'Tracking stopped');
  await expect(page.getByTestId('session-indicator')).toHaveText('Session: Not logged in');
  await button(page, 'Resume Tracking').press('Enter');
  await expect(page.getByTestId('camera-status')).toHaveText('Connected');
  await page.waitForTimeout(3_000);
  await expect(dialog).toBeHidden();

  // End Session, then Start again: it calibrates again (docs/posture-rules.md#calibration), even
  // though a baseline exists.
  await button(page, 'End Session').press('Enter');
  // It asks first (docs/decisions.md#end-session-asks-first): Enter on the dialog's End Session.
  await page.getByRole('alertdialog').getByRole('button', { name: 'End Session' }).press('Enter');
  await expect(button(page, 'Start Tracking')).toBeVisible();
  await button(page, 'Start Tracking').click();
  await expect(dialog).toBeVisible({ timeout: 120_000 });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(button(page, 'Start Tracking')).toBeVisible();
  expect(errors).toEqual([]);
});
