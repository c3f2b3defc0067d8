// WCAG 2.2.1 on the alert toast (src/components/monitoring/AlertToast.tsx): a pointer *moved* onto
// it holds it past its 4 s (a cursor merely resting where it appeared does not: monitor-app.ts
// restPointerOnToastSpot), and once the pointer leaves it goes ALERT_TOAST_MS later.
import { expect, type Page } from '@playwright/test';
import { ALERT_TOAST_MS } from '../src/state/alerts.ts';
import { restPointerOnToastSpot, watchPresence } from './monitor-app.ts';

/**
 * The pointer rests where the next alert toast will show, as a cursor a person left in that
 * corner: it does not hold the toast, which goes after its 4 s (page clock, from the DOM changes),
 * its tone played with it ('Toast and sound', the default; `tones` from countTones) and its region
 * polite.
 */
export async function expectRestingPointerLetsToastGo(
  page: Page,
  tones: () => Promise<number>,
): Promise<void> {
  const toast = page.getByTestId('alert-toast');
  const times = await watchPresence(page, '[data-testid="alert-toast"]');
  const pointerOnToast = await restPointerOnToastSpot(page);
  await expect(toast).toBeVisible({ timeout: 90_000 });
  await pointerOnToast();
  expect(await toast.evaluate((t) => t.parentElement?.getAttribute('aria-live'))).toBe('polite');
  await expect.poll(tones, { timeout: 5_000 }).toBe(1);
  await expect(toast).toBeHidden({ timeout: ALERT_TOAST_MS + 5_000 });
  const shown = await times();
  const toastMs = shown.gone! - shown.shown!;
  console.log(`[toast-hold] the alert toast showed ${toastMs} ms under a resting pointer`);
  expect(toastMs).toBeGreaterThanOrEqual(ALERT_TOAST_MS - 100);
  expect(toastMs).toBeLessThan(ALERT_TOAST_MS + 800);
}

/**
 * Waits for the next alert toast (up to 90 s: on the seated clip, its next slouched half; one
 * alert per 'Alert frequency', 15 s, so no newer alert replaces it meanwhile), moves the pointer
 * onto it, checks it stays past its time, moves off, and checks it goes no sooner than its time.
 */
export async function expectMovedPointerHoldsToast(page: Page): Promise<void> {
  const toast = page.getByTestId('alert-toast');
  const times = await watchPresence(page, '[data-testid="alert-toast"]');
  await expect(toast).toBeVisible({ timeout: 90_000 });
  const box = (await toast.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
  await page.waitForTimeout(ALERT_TOAST_MS + 1_000);
  expect((await times()).gone, 'the toast under a moved pointer stayed past its 4 s').toBeNull();
  await expect(toast).toBeVisible();
  // When the pointer left, by the page's clock at the toast's own pointerleave (what starts its
  // time again): read after the move and a round trip instead, a busy page made it look short.
  await toast.evaluate((el) =>
    el.addEventListener(
      'pointerleave',
      () => el.setAttribute('data-test-left-at', String(Date.now())),
      { once: true },
    ),
  );
  await page.mouse.move(box.x + box.width / 2, box.y - 200, { steps: 4 });
  const leftAt = Number(await toast.getAttribute('data-test-left-at'));
  expect(leftAt, 'the toast saw the pointer leave').toBeGreaterThan(0);
  await expect(toast).toBeHidden({ timeout: ALERT_TOAST_MS + 5_000 });
  const afterLeave = (await times()).gone! - leftAt;
  console.log(`[toast-hold] the held toast went ${afterLeave} ms after the pointer left it`);
  expect(afterLeave, 'the toast went its own time after the pointer left').toBeGreaterThanOrEqual(
    ALERT_TOAST_MS - 300,
  );
}
