// 'Snooze' and 'Alert style: Quiet' (docs/posture-rules.md#alerts) on the real /app: real Chromium,
// the fake camera playing the seated clip (20 s good, 20 s slouched, looping), BlazePose's recorded landmarks (replay) in
// the pose worker. A snooze pauses tracking and releases the camera, is stored
// (src/state/snooze.ts) so it survives a reload, and ends by itself with a polite toast. 'Quiet'
// shows an alert only in the tab title (and the floating widget): no toast, no tone.
import { expect, test, type Page } from '@playwright/test';
import { SNOOZE_STORAGE_KEY } from '../src/state/snooze.ts';
import { countTones, openApp } from './monitor-app.ts';
import { replayEach } from './replay.ts';

// The clip's frames answered from BlazePose's recorded landmarks (docs/testing.md#replay).
replayEach(test, 'seated-video');

test.use({ viewport: { width: 1280, height: 900 } });

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Start Tracking and wait until the 10 s calibration is done and its dialog closed. */
async function startCalibrated(page: Page) {
  await button(page, 'Start Tracking').click();
  await expect(page.getByTestId('calibration-status')).toHaveText('Calibrated', {
    timeout: 120_000,
  });
  await expect(page.getByRole('dialog', { name: 'Calibrating Posture' })).toBeHidden();
}

const storedUntil = (page: Page) =>
  page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { until: number }).until : null;
  }, SNOOZE_STORAGE_KEY);

test('screen lock pauses and resumes; snooze from the page: tracking stops, camera off, stored across a reload, resumes by itself with a polite toast', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await openApp(page);
  await startCalibrated(page);
  await expect(page.getByTestId('camera-status')).toHaveText('Connected');

  // 'Pause while my screen is locked' (Idle Detection API): the switch asks for the permission in
  // its click. CDP answers that prompt 'granted' (headless shows none) and locks the screen
  // (Emulation.setIdleOverride, as the OS would): tracking pauses, the locked time is not on the
  // timer, and unlocking resumes tracking by itself.
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  const browserCdp = await page.context().browser()!.newBrowserCDPSession();
  await browserCdp.send('Browser.setPermission', {
    origin: new URL(page.url()).origin,
    permission: { name: 'idle-detection' },
    setting: 'granted',
    browserContextId: targetInfo.browserContextId,
  });
  await button(page, 'Settings').click();
  const lockSwitch = page.getByRole('switch', { name: 'Pause while my screen is locked' });
  await lockSwitch.focus();
  await page.keyboard.press('Space');
  await expect(lockSwitch).toBeChecked();
  await cdp.send('Emulation.setIdleOverride', { isUserActive: true, isScreenUnlocked: false });
  await expect(button(page, 'Resume Tracking')).toBeVisible({ timeout: 10_000 });
  const timer = page.getByRole('timer', { name: 'Session time' });
  const locked = await timer.textContent();
  await page.waitForTimeout(2_500);
  expect(await timer.textContent()).toBe(locked);
  await cdp.send('Emulation.setIdleOverride', { isUserActive: true, isScreenUnlocked: true });
  await expect(button(page, 'Pause')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('camera-status')).toHaveText('Connected', { timeout: 60_000 });
  await cdp.send('Emulation.clearIdleOverride');
  await button(page, 'Settings').click();

  const before = Date.now();
  await button(page, 'Snooze 15 min').click();
  // Tracking stopped and the camera released (its light off); the status says why.
  await expect(button(page, 'Pause')).toHaveCount(0);
  await expect(page.getByTestId('camera-status')).toHaveText('Stopped');
  await expect(page.getByTestId('camera-detail')).toContainText('Camera off while paused.');
  expect(
    await page.evaluate(() => {
      const v = document.querySelector('video');
      const s = v?.srcObject as MediaStream | null | undefined;
      return s ? s.getTracks().filter((t) => t.readyState === 'live').length : 0;
    }),
    'live camera tracks while snoozed',
  ).toBe(0);
  // Stored: ends 15 min from the click; the status shows that end time.
  const until = (await storedUntil(page))!;
  expect(until - before).toBeGreaterThanOrEqual(15 * 60_000 - 1_000);
  expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000);
  const label = await page.evaluate(
    (u) =>
      `Snoozed until ${new Date(u).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`,
    until,
  );
  const status = page.getByTestId('snooze-status');
  await expect(status).toHaveText(`${label}. Camera off while paused.`);
  await expect(button(page, 'Resume now')).toBeVisible();

  // A reload keeps the snooze: same end time, not tracking, the camera not opened.
  await page.reload();
  await expect(status).toHaveText(`${label}. Camera off while paused.`);
  expect(await storedUntil(page)).toBe(until);
  await expect(button(page, 'Start Tracking')).toBeVisible();
  await expect(page.getByTestId('camera-status')).not.toHaveText('Connected');

  // The snooze is almost over (its stored end moved to 8 s from now, then a reload reads it):
  // it ends by itself, says so politely, and tracking comes back with the camera.
  await page.evaluate((key) => {
    localStorage.setItem(key, JSON.stringify({ until: Date.now() + 8_000 }));
  }, SNOOZE_STORAGE_KEY);
  await page.reload();
  await expect(status).toContainText('Snoozed until');
  const over = page.getByText('Snooze over: posture tracking is back on.');
  await expect(over).toBeVisible({ timeout: 30_000 });
  expect(await over.evaluate((el) => el.closest('[aria-live]')?.getAttribute('aria-live'))).toBe(
    'polite',
  );
  await expect(status).toHaveText('');
  expect(await storedUntil(page)).toBeNull();
  await expect(page.getByTestId('camera-status')).toHaveText('Connected', { timeout: 120_000 });
  await expect(button(page, 'Pause')).toBeVisible();
  await expect(button(page, 'Snooze 15 min')).toBeVisible();
});

test('Quiet alert style: a real alert shows in the tab title only, with no toast and no tone', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // Counts alert toasts as they are added, and tones as they are played.
  const tones = await countTones(page);
  await page.addInitScript(() => {
    const rec = { toasts: 0 };
    (window as unknown as { __quiet: typeof rec }).__quiet = rec;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="alert-toast"]')) rec.toasts += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  await openApp(page);
  const title = await page.title();
  await button(page, 'Settings').click();
  // From the keyboard (react-aria's label takes the pointer over its hidden input).
  await page.getByRole('radio', { name: 'Quiet' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Quiet' })).toBeChecked();
  // 'Alert me after' 0 s: the slouched half of the clip alerts at once (the delay has its own spec).
  const delay = page.getByRole('slider', { name: 'Alert me after' });
  await delay.focus();
  await page.keyboard.press('Home');
  await expect(delay).toHaveAttribute('aria-valuetext', '0 seconds');
  expect(await page.getByRole('switch', { name: 'Audio alerts' }).isChecked()).toBe(true);

  await startCalibrated(page);
  // The slouched half raises an alert: the tab title carries its issue.
  await expect(page).toHaveTitle(
    new RegExp(`^⚠ .+ · ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    {
      timeout: 90_000,
    },
  );
  const quietTitle = await page.title();
  console.log(`[snooze] quiet alert title: ${quietTitle}`);
  // Let a toast or a tone that would follow the alert have its chance.
  await page.waitForTimeout(1_500);
  const rec = await page.evaluate(
    () => (window as unknown as { __quiet: { toasts: number } }).__quiet,
  );
  expect({ ...rec, tones: await tones() }).toEqual({ toasts: 0, tones: 0 });
  await expect(page.getByTestId('alert-toast')).toHaveCount(0);
});
