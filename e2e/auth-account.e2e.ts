// The signed-in account page against the real server (SQLite, mail outbox): a rejected access
// token is refreshed and a dead refresh token leads to /login, the page's error and empty states,
// and sessions recorded through the API on its stats, streak and calendar. The file signs up and
// verifies an address of its own, as auth.e2e.ts does (the life cycle, from sign-up to deletion).
import { expect, test } from '@playwright/test';
import { FIRST, PASSWORD, shot, signIn, submitSignUp, uniqueEmail } from './auth-steps.ts';
import { local, mailLink } from './mail.ts';

const unique = uniqueEmail();

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 800 } });

// The account the tests sign in to: signed up through the form, verified by the mailed link.
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const started = Date.now();
  await submitSignUp(page, FIRST, unique, PASSWORD);
  await expect(page).toHaveURL(/\/verify-prompt$/);
  await page.goto(local(await mailLink(unique, '/verify-email', started - 1000)));
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await expect(page).toHaveURL(/\/app$/, { timeout: 10_000 });
  await page.close();
});

test('a rejected access token is refreshed once and the page carries on; a dead refresh token leads to /login', async ({
  page,
}) => {
  await signIn(page, unique, PASSWORD);
  // Settled first: a request /app still had in flight would meet the tampered token too, and its
  // refresh (sent, then cut off by the navigation) made two on a loaded CI machine.
  await page.goto('/account', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('stat-Sessions')).toBeVisible();
  const refreshes: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/user/refresh') && refreshes.push(r.method()));

  // An unexpired but rejected access token (say, the server rotated its keys): 401 -> one refresh -> retry.
  await page.evaluate(() => {
    const t = JSON.parse(localStorage.getItem('posture-coach.auth')!);
    localStorage.setItem(
      'posture-coach.auth',
      JSON.stringify({ ...t, accessToken: 'not-a-valid-jwt' }),
    );
  });
  await page.goto('/account');
  await expect(page.getByTestId('stat-Sessions')).toBeVisible();
  await expect(page.getByTestId('streak-card')).toBeVisible();
  expect(refreshes).toEqual(['POST']);

  // A refresh token the server no longer accepts: tokens cleared, back to /login.
  await page.evaluate(() => {
    const t = JSON.parse(localStorage.getItem('posture-coach.auth')!);
    localStorage.setItem(
      'posture-coach.auth',
      JSON.stringify({ ...t, accessToken: 'not-a-valid-jwt', refreshToken: 'revoked' }),
    );
  });
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('posture-coach.auth'))).toBeNull();
});

test('account shows its error and empty states (server failures simulated by routing)', async ({
  page,
}) => {
  await signIn(page, unique, PASSWORD);
  await page.route('**/api/users/*/stats/lifetime', (r) =>
    r.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.route('**/api/users/*/streaks', (r) =>
    r.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service busy"}' }),
  );
  await page.goto('/account');
  await expect(
    page.getByText('Failed to load stats: Failed to load lifetime statistics'),
  ).toBeVisible();
  await expect(page.getByText('Failed to load activity data: Service busy')).toBeVisible();
  await page.unroute('**/api/users/*/stats/lifetime');
  await page.unroute('**/api/users/*/streaks');
  await page.route('**/api/users/*/stats/lifetime', (r) =>
    r.fulfill({ status: 200, contentType: 'application/json', body: 'null' }),
  );
  await page.route('**/api/users/*/streaks', (r) =>
    r.fulfill({ status: 200, contentType: 'application/json', body: 'null' }),
  );
  await page.reload();
  await expect(page.getByText('No stats available')).toBeVisible();
  await expect(page.getByText('No activity data available')).toBeVisible();
});

test('recorded sessions show on /account: stats, streak, today active in the calendar', async ({
  page,
}) => {
  await signIn(page, unique, PASSWORD);
  const { token, zone } = await page.evaluate(() => ({
    token: (
      JSON.parse(localStorage.getItem('posture-coach.auth') ?? '{}') as { accessToken?: string }
    ).accessToken,
    zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  }));
  const headers = { authorization: `Bearer ${token}` };
  // Two sessions through the real API, as the recorder would send them: yesterday (20 min) and now (3 min).
  const now = Date.now();
  for (const [start, end, bad] of [
    [now - 86_400_000, now - 86_400_000 + 20 * 60_000, 240],
    [now - 3 * 60_000, now, 30],
  ] as const) {
    const started = await page.request.post('/api/sessions', {
      headers,
      data: {
        settings: { sensitivity: 5, alert_frequency: 15, audio_alert: true },
        start_time: new Date(start).toISOString(),
        time_zone: zone,
      },
    });
    expect(started.status()).toBeLessThan(300);
    const { session_id } = (await started.json()) as { session_id: string };
    const ended = await page.request.post(`/api/sessions/${session_id}/end`, {
      headers,
      data: {
        end_time: new Date(end).toISOString(),
        final_score: 87,
        num_alerts: 2,
        total_seconds_bad_posture: bad,
        total_episodes: 1,
      },
    });
    expect(ended.status()).toBeLessThan(300);
  }
  await page.goto('/account');
  await expect(page.getByTestId('stat-Sessions')).toContainText('2');
  await expect(page.getByTestId('stat-Total time tracked')).toContainText('23m');
  await expect(page.getByTestId('stat-Total time in poor posture')).toContainText('5m');
  await expect(page.getByTestId('streak-card')).toContainText('2 days');
  await expect(page.getByTestId('streak-card')).toContainText("You're building a great habit!");
  await expect(page.getByTestId('calendar').locator('[data-today]')).toHaveAttribute(
    'data-active',
    'true',
  );
  await page.getByTestId('calendar').locator('[data-today]').hover();
  await expect(page.getByTestId('calendar').locator('[data-today]')).toHaveAttribute(
    'data-tip',
    /: Active$/,
  );
  await shot(page, 'account');
});
