// The feedback flow on the real /app (docs/product.md#feedback): real Chromium, the fake camera
// playing the seated clip (20 s good, 20 s slouched, looping), BlazePose's recorded landmarks in
// the pose worker (replay), the real account server. 'Give Feedback' on demand, the anonymous
// answer held in flight and stored by the server, the 5000-character limit, the answer
// remembered, and the 5-minute prompt that waits for the calibration dialog. The screen's other
// pieces: monitor-components.e2e.ts.
import { expect, test, type Page } from '@playwright/test';
import {
  FEEDBACK_DELAY_MS,
  FEEDBACK_PROMPT_KEY,
  FEEDBACK_TEXT_MAX,
  THANKS_MS,
} from '../src/state/feedback.ts';
import { watchPresence } from './monitor-app.ts';
import { replayEach } from './replay.ts';

// The clip's frames answered from BlazePose's recorded landmarks (docs/testing.md#replay).
replayEach(test, 'seated-video');

test.use({ viewport: { width: 1280, height: 900 } });

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('feedback on /app: on demand, anonymous to the real server, in flight, 5000 limit, answer remembered', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const posted: { feedback_type: string; feedback_text: string }[] = [];
  let release: () => void = () => undefined;
  let hold = true;
  // Observes and holds the request to see the in-flight state; it then reaches the real server.
  await page.route('**/api/feedback', async (route) => {
    posted.push(route.request().postDataJSON() as (typeof posted)[number]);
    if (hold) await new Promise<void>((ok) => (release = ok));
    await route.continue();
  });
  await page.goto('/app');
  const feedback = page.getByRole('dialog', { name: 'How is your posture coach working for you?' });
  const remembered = () => page.evaluate((k) => localStorage.getItem(k), FEEDBACK_PROMPT_KEY);

  // 'Give Feedback' opens it on demand; 'Maybe later' is remembered (the prompt does not return).
  await button(page, 'Give Feedback').click();
  await expect(feedback).toBeVisible();
  await feedback.getByRole('button', { name: 'Maybe later' }).click();
  await expect(feedback).toBeHidden();
  expect(await remembered()).toBe('dismissed');
  await page.reload();
  await button(page, 'Give Feedback').click();
  await expect(feedback).toBeVisible();

  // Quick answer, anonymous: held in flight, then the real server stores it (201).
  const created = page.waitForResponse((r) => r.url().endsWith('/api/feedback'));
  await feedback.getByRole('button', { name: /Positive/ }).click();
  await expect(feedback.getByRole('button', { name: /Sending\.\.\./ })).toHaveCount(3);
  await expect(feedback.getByRole('button', { name: 'Maybe later' })).toBeDisabled();
  await expect.poll(() => posted.length).toBe(1);
  const thanksTimes = await watchPresence(page, '[data-testid="feedback-thanks"]');
  hold = false;
  release();
  expect((await created).status()).toBe(201);
  await expect(feedback).toBeHidden();
  await expect(page.getByTestId('feedback-thanks')).toHaveText('Thanks for the feedback!');
  await expect(page.getByTestId('feedback-thanks')).toBeHidden({ timeout: THANKS_MS + 5000 });
  const thanks = await thanksTimes();
  expect(thanks.gone! - thanks.shown!).toBeGreaterThanOrEqual(THANKS_MS - 100);
  expect(thanks.gone! - thanks.shown!).toBeLessThan(THANKS_MS + 600);
  expect(posted[0]).toMatchObject({ feedback_type: 'positive', feedback_text: '' });
  expect(await remembered()).toBe('answered');

  // Detailed: blank refused; text beyond the server's limit is stopped in the field, with a count.
  await button(page, 'Give Feedback').click();
  await feedback.getByRole('button', { name: 'Write detailed feedback' }).click();
  const send = feedback.getByRole('button', { name: 'Send feedback' });
  await feedback.getByRole('textbox').fill('   ');
  await expect(send).toBeDisabled();
  await feedback.getByRole('textbox').fill('x'.repeat(FEEDBACK_TEXT_MAX + 1_000));
  expect(await feedback.getByRole('textbox').inputValue()).toHaveLength(FEEDBACK_TEXT_MAX);
  await expect(page.getByTestId('feedback-count')).toHaveText(
    `${FEEDBACK_TEXT_MAX} / ${FEEDBACK_TEXT_MAX} characters`,
  );
  const detailed = page.waitForResponse((r) => r.url().endsWith('/api/feedback'));
  await send.click();
  expect((await detailed).status()).toBe(201);
  await expect(page.getByTestId('feedback-thanks')).toHaveText('Thanks for the detailed feedback!');
  expect(posted[1]?.feedback_type).toBe('detailed');
  expect(posted[1]?.feedback_text).toHaveLength(FEEDBACK_TEXT_MAX);
});

// Item 5: the prompt due 5 minutes after /app opens waits for the calibration dialog. Playwright's
// page clock moves the page's time 5 minutes on (the pose worker keeps real time, so the 10 s
// countdown still runs as it would).
test('the 5-minute feedback prompt never opens over the calibration dialog (page clock moved on)', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.clock.install();
  await page.goto('/app');
  await expect(page.getByTestId('backend')).toHaveText(/\w/, { timeout: 240_000 });
  await button(page, 'Start Tracking').click();
  const calibration = page.getByRole('dialog', { name: 'Calibrating Posture' });
  await expect(calibration).toBeVisible({ timeout: 60_000 });
  await page.clock.fastForward(FEEDBACK_DELAY_MS + 1_000);
  const feedback = page.getByRole('dialog', { name: 'How is your posture coach working for you?' });
  await page.waitForTimeout(1_000);
  expect(await feedback.count(), 'the feedback prompt over the calibration dialog').toBe(0);
  await expect(calibration).toBeVisible();
  await expect(calibration).toBeHidden({ timeout: 120_000 });
  await expect(feedback).toBeVisible({ timeout: 10_000 });
});
