// The whole account life cycle against the real server (SQLite, mail outbox), from sign-up to
// deletion. Each run signs up a unique address and finds its mails in the e2e server's outbox by
// recipient. The signed-in page's tokens, error states and sessions: auth-account.e2e.ts.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import {
  FIRST,
  LAST,
  NEW_PASSWORD,
  openUserMenu,
  PASSWORD,
  shot,
  signIn,
  submitSignUp,
  uniqueEmail,
} from './auth-steps.ts';
import { local, mailLink } from './mail.ts';

const unique = uniqueEmail();

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });

test('sign up, verify from the outbox, land on /app', async ({ page }) => {
  const started = Date.now();
  await submitSignUp(page, FIRST, unique, PASSWORD);
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
  await submitSignUp(page, 'Eve', unique, NEW_PASSWORD);
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

test('export the data, then delete the account', async ({ page }) => {
  await signIn(page, unique, NEW_PASSWORD);
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
