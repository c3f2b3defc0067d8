// The 'Gentle, then louder' alert style (docs/posture-rules.md#alerts) on the real /app, on
// BlazePose's recorded landmarks of the seated clip (20 s upright, 20 s slouched, looping; replay,
// docs/testing.md#replay): once the status names the slouch the page turns amber
// (`data-alert="amber"` on <html>: the score box's outline, the widget, the tab title) with no
// toast and no tone; the held slouch brings the toast and the tone after 'Alert me after' (5 s,
// the default); sitting up clears the amber with the status's problem. The floating widget shows
// the problem in amber meanwhile. On the clip's next slouch the tab is hidden (emulated: a headless
// page is never hidden): amber again, and after the delay a notification instead of the toast and
// tone. Headless Chromium shows no desktop notification, so the page's Notification is a stand-in
// that records what it was asked to show. The nag spec runs this style too: its 2 s dips never
// turn the page amber.
import { expect, test, type Page } from '@playwright/test';
import { recordAmberAndToasts, recordNotifications } from './amber.ts';
import { ISSUE_TEXTS } from './clip-clock.ts';
import { countTones, openApp, setPageHidden, toneTimes } from './monitor-app.ts';
import { replayEach } from './replay.ts';
import { shot } from './screenshot.ts';

replayEach(test, 'seated-video');

test.use({ viewport: { width: 1280, height: 900 } });

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/**
 * Every change of the status line and the score, page clock: a score that rises during the held
 * slouch is an analysis that found no problem, which starts the alert's delay again after 1 s.
 */
async function recordStatus(page: Page) {
  await page.addInitScript(() => {
    const seen: [number, string][] = [];
    (window as unknown as { __status: typeof seen }).__status = seen;
    let last = '';
    new MutationObserver(() => {
      const q = (id: string) => document.querySelector(`[data-testid="${id}"]`);
      const now = `${q('posture-message')?.textContent ?? ''} | ${q('posture-score')?.getAttribute('aria-valuenow') ?? ''}`;
      if (now !== last) seen.push([Date.now(), now]);
      last = now;
    }).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __status: [number, string][] }).__status);
}

const AMBER = 'rgb(251, 191, 36)';
/** The onset: the amber and this long after it (the held slouch's alert comes about 2 s later). */
const ONSET_MS = 1_000;

test("'Gentle, then louder': amber at the onset with no toast or tone, in the widget too; the held slouch alerts after the delay; sitting up clears it; hidden, a notification instead (a stand-in Notification: headless shows none)", async ({
  page,
}) => {
  test.setTimeout(360_000);
  const tones = await countTones(page);
  const times = await recordAmberAndToasts(page);
  const notes = await recordNotifications(page);
  const statuses = await recordStatus(page);
  /** What the pose worker and the pipeline said (a silence, a restart), with the test's clock. */
  const said: [number, string][] = [];
  page.on('console', (m) => {
    if (/^\[(pose|pipeline)\] /.test(m.text())) said.push([Date.now(), m.text()]);
  });
  await openApp(page);
  await button(page, 'Settings').click();
  await page.getByRole('radio', { name: 'Gentle, then louder' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Gentle, then louder' })).toBeChecked();
  await button(page, 'Start Tracking').click();
  await expect(page.getByTestId('calibration-status')).toHaveText('Calibrated', {
    timeout: 120_000,
  });

  // The slouched half: amber once the status names the slouch (it holds a problem 3 s, as the
  // status does), the tab title carrying it, and at that moment nothing heard or shown as a toast.
  await expect(page.locator('html[data-alert="amber"]')).toHaveCount(1, { timeout: 90_000 });
  // Judged on the page's own clock: under load the check above sees the amber late, by when the
  // held slouch's toast and tone (about 2 s after it) may have come.
  const atOnset = await times();
  const onsetEnd = atOnset.amberOn[0]! + ONSET_MS;
  expect(
    atOnset.toasts.filter((at) => at <= onsetEnd),
    'no toast at the onset',
  ).toEqual([]);
  expect(
    (await toneTimes(page)).filter((at) => at <= onsetEnd),
    'no tone at the onset',
  ).toEqual([]);
  const namesProblem = async () =>
    ISSUE_TEXTS.has((await page.getByTestId('posture-message').textContent()) ?? '');
  await expect
    .poll(namesProblem, { message: 'the status names the problem', timeout: 1_500 })
    .toBe(true);
  await expect(page).toHaveTitle(/^⚠ .+ · /);

  // Held: the toast and the tone come when the problem has lasted 'Alert me after' (5 s), about
  // 2 s after the amber (which came at 3 s): 1.9-2.1 s here every time, also with three CPU
  // burners beside the browser or its CPU throttled 4x. Fresh-clone CI runs read 2.0 s once and
  // 9.8 s and 10.1 s twice (with and without the widget open), and three Playwright workers here
  // 10.1 s once, with no analysis silence over 3 s and no restart said in the console meanwhile:
  // the cause is not yet found. What the worker and the pipeline said (a silence, a restart) is
  // printed with the timing. The bound keeps the toast within the clip's 20 s slouch (the amber
  // comes 3 s into it): a toast that never comes, or only after he sat up, fails. The latency
  // itself is gated in bench/ on simulated time (alert_latency_held_slouch_ms).
  await expect(page.getByTestId('alert-toast')).toBeVisible({ timeout: 30_000 });
  const alerted = await times();
  const wait = (alerted.toasts[0]! - alerted.amberOn[0]!) / 1000;
  const between = said.filter(
    ([at]) => at >= alerted.amberOn[0]! - 3_000 && at <= alerted.toasts[0]!,
  );
  console.log(
    `[gentle] amber then the toast ${wait.toFixed(1)} s later; said meanwhile: ` +
      (between
        .map(([at, text]) => `${((at - alerted.amberOn[0]!) / 1000).toFixed(1)} s ${text}`)
        .join('; ') || 'nothing'),
  );
  // A late toast: the status line from 3 s before the amber to the toast, one entry per message
  // with its score's first and last value and the times it rose.
  if (wait > 4) {
    const runs: { from: number; to: number; text: string; scores: number[]; rose: number[] }[] = [];
    for (const [at, entry] of await statuses()) {
      if (at < alerted.amberOn[0]! - 3_000 || at > alerted.toasts[0]!) continue;
      const [text = '', score = ''] = entry.split(' | ');
      const s = (at - alerted.amberOn[0]!) / 1000;
      const run = runs.at(-1);
      if (run?.text !== text)
        runs.push({ from: s, to: s, text, scores: [Number(score)], rose: [] });
      else {
        if (Number(score) > run.scores.at(-1)!) run.rose.push(s);
        run.to = s;
        run.scores.push(Number(score));
      }
    }
    console.log(
      `[gentle] status meanwhile: ${runs
        .map(
          (r) =>
            `${r.from.toFixed(1)}..${r.to.toFixed(1)} s ${r.text} (score ${r.scores[0]}..${r.scores.at(-1)}` +
            `${r.rose.length ? `, rose at ${r.rose.map((x) => x.toFixed(1)).join(' ')} s` : ''})`,
        )
        .join('; ')}`,
    );
  }
  expect(wait, 'the toast waits for the held problem').toBeGreaterThanOrEqual(1);
  expect(wait, 'the toast comes while the slouch lasts').toBeLessThanOrEqual(13);
  await expect.poll(tones, { message: 'the tone with the toast' }).toBeGreaterThan(0);
  // The floating widget (document picture-in-picture, which this Chromium has: the components
  // spec checks it opens), opened after the timing above so that its painting is not part of it.
  // The amber holds while he slouches.
  const opened = page.context().waitForEvent('page', { timeout: 10_000 });
  await button(page, 'Open Widget').click();
  const widget = await opened;
  const widgetIssue = widget.locator('#widget .issue');
  await expect(widgetIssue, 'the widget names the problem').toHaveText(/^⚠ \S/);
  await expect(widgetIssue, 'in amber').toHaveCSS('color', AMBER);
  // The picture after the timing (a full-page screenshot stalls the page's frames for a moment).
  await shot(page, 'app-gentle-amber');

  // Sitting up (the clip's upright start): the amber goes with the status's problem, and the
  // title is the page's own again.
  await expect(page.locator('html[data-alert="amber"]')).toHaveCount(0, { timeout: 45_000 });
  const cleared = await times();
  expect(cleared.amberOff.length).toBeGreaterThan(0);
  await expect
    .poll(namesProblem, { message: 'the status no longer names a problem', timeout: 1_500 })
    .toBe(false);
  await expect(page).not.toHaveTitle(/⚠/);
  await expect(widgetIssue, 'the widget clears with it').toHaveText('');

  // The next slouch with the tab hidden: amber again, then a notification when it has lasted the
  // delay, and no toast or tone.
  await setPageHidden(page, true);
  const hiddenAt = await page.evaluate(() => Date.now());
  const [toastsBefore, tonesBefore] = [(await times()).toasts.length, await tones()];
  expect(await notes(), 'no notification while visible').toEqual([]);
  await expect(page.locator('html[data-alert="amber"]')).toHaveCount(1, { timeout: 60_000 });
  await expect.poll(async () => (await notes()).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const hidden = await times();
  const note = (await notes())[0]!;
  const amberAt = hidden.amberOn.find((t) => t >= hiddenAt)!;
  const after = (note.at - amberAt) / 1000;
  console.log(
    `[gentle] hidden: amber then the notification ${after.toFixed(1)} s later: ${note.body}`,
  );
  expect(note.title).toBe('Posture Coach');
  expect(ISSUE_TEXTS.has(note.body), 'the notification names the problem').toBe(true);
  expect(after, 'the notification waits for the held problem').toBeGreaterThanOrEqual(1);
  expect(hidden.toasts.length, 'no toast while hidden').toBe(toastsBefore);
  expect(await tones(), 'no tone while hidden').toBe(tonesBefore);
  await setPageHidden(page, false);
});
