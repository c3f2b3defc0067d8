// Two tabs of one browser, one person (docs/decisions.md#tabs): a tab that opens /app while another
// tracks says so at once, and the notice follows the other tab (gone when it ends its session, back
// when it starts again); 'Track here instead' ends the first tab's session before the second starts
// one (the server holds sessions that do not overlap); logging out in one tab signs the other out.
// The camera opening is enough here: no test waits for the model.
import { expect, test, type Page, type Request } from '@playwright/test';
import { watchPresence } from './monitor-app.ts';
import { replayEach } from './replay.ts';

// The clip's frames answered from BlazePose's recorded landmarks (docs/testing.md#replay).
replayEach(test, 'seated-video');

test.use({ viewport: { width: 1280, height: 900 } });

const PASSWORD = 'Sitting9Straight';
const isStart = (r: Request) => r.url().endsWith('/api/sessions') && r.method() === 'POST';

const accessToken = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('posture-coach.auth') ?? '{}') as { accessToken?: string })
        .accessToken ?? '',
  );

async function signUp(page: Page): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Tabitha');
  await page.getByLabel('Last Name').fill('Two');
  await page.getByLabel('Email').fill(`tabs-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/verify-prompt$/);
}

test('two tabs: one tracks at a time and the other says so from its first look, Track here hands over without overlap, logout signs both out', async ({
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const a = await context.newPage();
  await signUp(a);

  await a.goto('/app');
  const events: string[] = [];
  a.on('requestfinished', (r) => {
    if (r.url().includes('/api/sessions/') && r.url().endsWith('/end')) events.push('a ended');
  });

  // Tab A tracks.
  const startedA = a.waitForResponse((r) => isStart(r.request()));
  await a.getByRole('button', { name: 'Start Tracking' }).click();
  expect((await startedA).status()).toBe(201);
  await expect(a.getByTestId('camera-status')).toHaveText('Connected');

  // Tab B opens /app: it says so before anything is clicked.
  const b = await context.newPage();
  b.on('request', (r) => {
    if (isStart(r)) events.push('b started');
  });
  await b.goto('/app');
  const notice = b.getByTestId('tab-status');
  await expect(notice).toContainText('Posture tracking is running in another tab.');
  // The notice follows A: gone once A ends its session, back when A starts again.
  await a.getByRole('button', { name: 'End Session' }).click();
  const endedA = a.waitForResponse((r) => r.url().endsWith('/end'));
  await a.getByRole('alertdialog').getByRole('button', { name: 'End Session' }).click();
  expect((await endedA).ok()).toBe(true);
  await expect(notice).toHaveCount(0);
  // (A's session is recorded once its pose worker answers: a model warm-up may hold that back.)
  const startedA2 = a.waitForResponse((r) => isStart(r.request()));
  await a.getByRole('button', { name: 'Start Tracking' }).click();
  await expect(notice).toContainText('Posture tracking is running in another tab.');
  expect((await startedA2).status()).toBe(201);
  await expect(a.getByTestId('camera-status')).toHaveText('Connected');
  events.length = 0;

  // Start in B is refused: it opens no camera and records nothing.
  await b.getByRole('button', { name: 'Start Tracking' }).click();
  await expect(notice).toContainText('Posture tracking is running in another tab.');
  await expect(b.getByTestId('camera-status')).not.toHaveText('Connected');
  expect(events).toEqual([]);

  // 'Track here instead': A ends its session, then B starts one.
  const startedB = b.waitForResponse((r) => isStart(r.request()));
  await b.getByRole('button', { name: 'Track here instead' }).click();
  expect((await startedB).status()).toBe(201);
  await expect(b.getByTestId('camera-status')).toHaveText('Connected');
  await expect(b.getByTestId('tab-status')).toHaveCount(0);
  await expect(a.getByTestId('tab-status')).toContainText('moved to another tab');
  await expect(a.getByTestId('session-indicator')).toHaveText('Session: Inactive');
  expect(events).toEqual(['a ended', 'b started']);

  // The server: A's two sessions and B's; each ended before the next began.
  const res = await request.get('/api/user/export', {
    headers: { authorization: `Bearer ${await accessToken(a)}` },
  });
  const { sessions } = (await res.json()) as {
    sessions: { start_time: string; end_time: string | null }[];
  };
  expect(sessions).toHaveLength(3);
  const sorted = [...sessions].sort((x, y) => x.start_time.localeCompare(y.start_time));
  expect(sorted.map((x) => x.end_time === null)).toEqual([false, false, true]);
  for (const [earlier, later] of [sorted.slice(0, 2), sorted.slice(1, 3)])
    expect(Date.parse(earlier?.end_time ?? '')).toBeLessThanOrEqual(
      Date.parse(later?.start_time ?? ''),
    );

  // Log out in B: A is signed out too, says so and leaves /app. A MutationObserver in A sees its
  // 3 s notice come (polling from the test missed it on a loaded machine).
  const signedOutNotice = await watchPresence(
    a,
    '[role="status"]',
    'You signed out in another tab',
  );
  await b.getByRole('button', { name: 'Tabitha account menu' }).click();
  await b.getByRole('menuitem', { name: 'Log out' }).click();
  const main = (p: Page) => p.getByRole('navigation', { name: 'Main' });
  await expect(main(b).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(a).toHaveURL(/\/$/);
  await expect
    .poll(async () => (await signedOutNotice()).shown, { message: "A's notice showed" })
    .not.toBeNull();
  await expect(main(a).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(a.getByRole('button', { name: 'Tabitha account menu' })).toHaveCount(0);
});

test('two tabs whose access token expired refresh once between them (Web Lock) and both stay signed in', async ({
  context,
}) => {
  const a = await context.newPage();
  await signUp(a);
  // The stored access token counts as expired: the next call in each tab refreshes first.
  await a.evaluate(() => {
    const t = JSON.parse(localStorage.getItem('posture-coach.auth') ?? '{}') as object;
    localStorage.setItem('posture-coach.auth', JSON.stringify({ ...t, accessExpiresAt: 0 }));
  });
  let refreshes = 0;
  // The refresh answers 2 s late, so the two tabs' refreshes surely overlap.
  await context.route('**/api/user/refresh', async (route) => {
    refreshes++;
    await new Promise((r) => setTimeout(r, 2000));
    await route.continue();
  });
  const b = await context.newPage();
  await Promise.all([a.goto('/account'), b.goto('/account')]);
  for (const p of [a, b])
    await expect(p.getByRole('button', { name: 'Tabitha account menu' })).toBeVisible();
  expect(refreshes).toBe(1);
});
