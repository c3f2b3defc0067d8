// Two tabs of one browser, one person (docs/decisions.md#tabs): Start in a second tab while the
// first tracks is refused with a notice; 'Track here instead' ends the first tab's session before
// the second starts one (the server holds two sessions that do not overlap); logging out in one
// tab signs the other out. The camera opening is enough here: no test waits for the model.
import { expect, test, type Page, type Request } from '@playwright/test';

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

test('two tabs: one tracks at a time, Track here hands over without overlap, logout signs both out', async ({
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const a = await context.newPage();
  await signUp(a);

  const b = await context.newPage();
  await a.goto('/app');
  await b.goto('/app');
  const events: string[] = [];
  a.on('requestfinished', (r) => {
    if (r.url().includes('/api/sessions/') && r.url().endsWith('/end')) events.push('a ended');
  });
  b.on('request', (r) => {
    if (isStart(r)) events.push('b started');
  });

  // Tab A tracks.
  const startedA = a.waitForResponse((r) => isStart(r.request()));
  await a.getByRole('button', { name: 'Start Tracking' }).click();
  expect((await startedA).status()).toBe(201);
  await expect(a.getByTestId('camera-status')).toHaveText('Connected');

  // Tab B may not: it says so, opens no camera and records nothing.
  await b.getByRole('button', { name: 'Start Tracking' }).click();
  await expect(b.getByTestId('tab-status')).toContainText(
    'Posture tracking is running in another tab.',
  );
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

  // The server: two sessions, the first ended before the second began.
  const res = await request.get('/api/user/export', {
    headers: { authorization: `Bearer ${await accessToken(a)}` },
  });
  const { sessions } = (await res.json()) as {
    sessions: { start_time: string; end_time: string | null }[];
  };
  expect(sessions).toHaveLength(2);
  const [first, second] = [...sessions].sort((x, y) => x.start_time.localeCompare(y.start_time));
  expect(first?.end_time).not.toBeNull();
  expect(second?.end_time).toBeNull();
  expect(Date.parse(first?.end_time ?? '')).toBeLessThanOrEqual(
    Date.parse(second?.start_time ?? ''),
  );

  // Log out in B: A is signed out too and leaves /app.
  await b.getByRole('button', { name: 'Tabitha account menu' }).click();
  await b.getByRole('menuitem', { name: 'Log out' }).click();
  const main = (p: Page) => p.getByRole('navigation', { name: 'Main' });
  await expect(main(b).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(a).toHaveURL(/\/$/);
  await expect(a.getByText('You signed out in another tab')).toBeVisible();
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
