import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { local, mailLink } from './mail.ts';

/*
 * The whole account life cycle against the real server (SQLite, mail outbox). Each run signs up a
 * unique address and finds its mails in the e2e server's outbox by recipient.
 */

const unique = `ada.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
const FIRST = 'Ada';
const LAST = 'Lovelace';
const PASSWORD = 'Analytical1';
const NEW_PASSWORD = 'Engine2Difference';

// With SCREENSHOT_DIR set, the signed-in screens are saved as PNGs too (docs/screenshots/).
async function shot(page: Page, name: string, fullPage = true) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: `${FIRST} account menu` }).click();
}

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });

test('sign up, verify from the outbox, land on /app', async ({ page }) => {
  const started = Date.now();
  await page.goto('/signup');
  await page.getByLabel('First Name').fill(FIRST);
  await page.getByLabel('Last Name').fill(LAST);
  await page.getByLabel('Email').fill(unique);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page).toHaveURL(/\/verify-prompt$/);
  await expect(page.getByText(`Hi ${FIRST}! We've sent a verification link to:`)).toBeVisible();
  await expect(page.getByText(unique)).toBeVisible();
  await shot(page, 'verify-prompt');

  // The first mail has gone out; the resent one replaces its link (docs/api.md).
  const first = await mailLink(unique, '/verify-email', started - 1000);
  const resentAt = Date.now();
  await page.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expect(page.getByText('Verification email sent! Please check your inbox.')).toBeVisible();

  const link = await mailLink(unique, '/verify-email', resentAt);
  expect(link).not.toBe(first);
  await page.goto(local(link));
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await shot(page, 'verify-email-success');
  await expect(page).toHaveURL(/\/app$/, { timeout: 10_000 });
  await expect(page.getByRole('button', { name: `${FIRST} account menu` })).toBeVisible();
});

// docs/api.md#server-rules: the sign-up form tells nobody whether an address has an account.
test('a second sign-up with the same e-mail looks like a new one; the owner is mailed and keeps the account', async ({
  page,
}) => {
  const started = Date.now();
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Eve');
  await page.getByLabel('Last Name').fill(LAST);
  await page.getByLabel('Email').fill(unique);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(unique)).toBeVisible();
  // The owner's mail says someone tried and links the sign-in page.
  const signInLink = await mailLink(unique, '/login', started - 1000);
  expect(new URL(signInLink).pathname).toBe('/login');
  // The answer's tokens are for no account: the first call with them ends like any dead sign-in,
  // at /login (where the mail points too). The owner's password still works (next test).
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();
});

test('log in, the user menu, account page, edit profile, log out', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(unique);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(`Welcome back, ${FIRST}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);

  await openUserMenu(page);
  for (const item of ['Account', 'Stats', 'Give Feedback', 'Log out'])
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`${FIRST} ${LAST}`)).toBeVisible();
  await expect(page.getByText(unique)).toBeVisible();
  await expect(page.getByText(/^Joined /)).toBeVisible();
  await expect(page.getByTestId('stat-Sessions')).toContainText('0');
  await expect(page.getByTestId('stat-Total time tracked')).toContainText('0m');
  await expect(page.getByTestId('streak-card')).toContainText('0 days');
  const cells = page.getByTestId('calendar').getByRole('gridcell');
  await expect(cells).toHaveCount(35);
  await expect(page.getByTestId('calendar').locator('[data-today]')).toHaveCount(1);
  await expect(page.getByText('Active day', { exact: true })).toBeVisible();

  // Nothing changed: toast and close.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
  await shot(page, 'account-edit-profile', false);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('No changes to save')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // A real change.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Last Name').fill('Byron');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByText(`${FIRST} Byron`)).toBeVisible();

  // Keyboard only: Enter opens the menu on its first item, ArrowDown moves to Stats, Enter follows it.
  await page.goto('/privacy');
  await page.getByRole('button', { name: `${FIRST} account menu` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Account' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Stats' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account#stats$/);
  await expect(page.getByRole('heading', { name: 'Lifetime stats' })).toBeInViewport();

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Give Feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Give Feedback' })).toBeVisible();
  await shot(page, 'feedback');
  await page.getByLabel('Tell us more').fill('The calendar is lovely.');
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(page.getByText('Thanks for the detailed feedback!')).toBeVisible();

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('Logged out')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password, reset through the mailed link, end up logged in', async ({ page }) => {
  const started = Date.now();
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(unique);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  // Shown twice on purpose: in the page's success banner and as a toast.
  await expect(
    page.getByText('If an account with that email exists, you will receive a password reset link.'),
  ).toHaveCount(2);
  const link = await mailLink(unique, '/reset-password', started - 1000);
  await page.goto(local(link));
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successfully! You are now logged in.')).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('button', { name: `${FIRST} account menu` })).toBeVisible();
});

test('a rejected access token is refreshed once and the page carries on; a dead refresh token leads to /login', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(unique);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
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
  await page.goto('/login');
  await page.getByLabel('Email').fill(unique);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
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
  await page.goto('/login');
  await page.getByLabel('Email').fill(unique);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
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

test('export the data, then delete the account', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(unique);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
  await page.goto('/account');

  // Both ask for the password (docs/api.md#server-rules); a wrong one is refused in the dialog.
  await page.getByRole('button', { name: 'Export my data' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export your data' });
  const exportPassword = exportDialog.getByLabel('Password', { exact: true });
  await expect(exportPassword).toBeFocused();
  await exportPassword.fill('Not-the-password1');
  await exportDialog.getByRole('button', { name: 'Download my data' }).click();
  await expect(exportDialog.getByText('The password is not correct.')).toBeVisible();
  await expect(exportPassword).toHaveAttribute('aria-invalid', 'true');
  await exportPassword.fill(NEW_PASSWORD);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exportPassword.press('Enter'),
  ]);
  await expect(exportDialog).toHaveCount(0);
  expect(download.suggestedFilename()).toMatch(/^posture-coach-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    user: { email_address: string; last_name: string };
  };
  expect(exported.user).toMatchObject({ email_address: unique, last_name: 'Byron' });

  await page.getByRole('button', { name: 'Delete account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(confirm).toBeVisible();
  await shot(page, 'account-delete-confirm', false);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  // From the keyboard: the password field has the focus, Enter deletes.
  await page.getByRole('button', { name: 'Delete account' }).click();
  const deletePassword = confirm.getByLabel('Password', { exact: true });
  await expect(deletePassword).toBeFocused();
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await page.getByLabel('Email').fill(unique);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByTestId('form-error')).toBeVisible();
});
