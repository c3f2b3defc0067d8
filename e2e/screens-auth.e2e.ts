import { expect, test } from '@playwright/test';
import { shot } from './screenshot.ts';

// The sign-up, sign-in and password screens with no account, in real Chromium against the real
// server: sign-up and login validation, the verify prompt and link without a token, forgot and
// reset password, the OAuth callback's errors (the other screens: screens.e2e.ts). With
// SCREENSHOT_DIR set, each route is also saved as a PNG (how docs/screenshots/ is made).

test.use({ viewport: { width: 1280, height: 800 } });

test('sign-up validates on every change with the spec messages', async ({ page }) => {
  await page.goto('/signup');
  await shot(page, 'signup');
  const field = (name: string) => page.getByLabel(name, { exact: true });
  await field('First Name').fill(' ');
  await expect(page.getByText('First name cannot be empty')).toBeVisible();
  await field('First Name').fill('');
  await expect(page.getByText('First name is required')).toBeVisible();
  await field('Email').fill('not-an-email');
  await expect(page.getByText('Email is invalid')).toBeVisible();
  await field('Password').fill('short');
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await field('Password').fill('alllowercase1');
  await expect(
    page.getByText(
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ),
  ).toBeVisible();
  await field('Confirm Password').fill('different');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByText('You must accept the Privacy Policy')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(page.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/login');
  // The password toggle reveals the text.
  await page.getByRole('button', { name: 'Show Password' }).click();
  await expect(field('Password')).toHaveAttribute('type', 'text');
});

test('login: validation, wrong password as toast and banner, keyboard only', async ({ page }) => {
  await page.goto('/login');
  await shot(page, 'login');
  await expect(page.getByText('Or continue with email')).toBeVisible();
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('123456');
  await expect(page.getByText('Password must be at least 8 characters')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('form-error')).toBeVisible();
  const message = (await page.getByTestId('form-error').textContent())!.trim();
  expect(message.length).toBeGreaterThan(0);
  const region = page.getByRole('region', { name: /Notifications/ });
  await expect(region.getByText(message)).toBeVisible();
  // Toasts: top-center, announced politely, gone after 3000 ms.
  await expect(region.locator('[role="status"][aria-live="polite"]').first()).toBeVisible();
  const box = (await region.boundingBox())!;
  expect(Math.abs(box.x + box.width / 2 - 640)).toBeLessThan(2);
  expect(box.y).toBeLessThan(40);
  const shownAt = Date.now();
  await expect(region.getByText(message)).toHaveCount(0, { timeout: 8000 });
  expect(Date.now() - shownAt).toBeGreaterThan(1500);
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('verify prompt without route state goes to /signup; verify-email without token fails', async ({
  page,
}) => {
  await page.goto('/verify-prompt');
  await expect(page).toHaveURL(/\/signup$/);
  await page.goto('/verify-email');
  await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
  await expect(page.getByText('No verification token provided')).toBeVisible();
  await shot(page, 'verify-email-failed');
  await page.goto('/verify-email?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password never reveals whether the account exists', async ({ page }) => {
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Forgot Password?' })).toBeVisible();
  await page.getByLabel('Email').fill('x@y');
  await expect(page.getByText('Email is invalid')).toBeVisible();
  await page.getByLabel('Email').fill('');
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email').fill('nobody-here@example.com');
  await shot(page, 'forgot-password');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  // Shown twice on purpose: in the page's success banner and as a toast.
  await expect(
    page.getByText('If an account with that email exists, you will receive a password reset link.'),
  ).toHaveCount(2);
});

test('reset password without a token: toast and /login; with one: the form', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('No reset token provided')).toBeVisible();
  await page.goto('/reset-password?token=abc');
  await expect(page.getByLabel('New Password', { exact: true })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('Confirm Password', { exact: true }).fill('other');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await shot(page, 'reset-password');
  await page.getByLabel('New Password', { exact: true }).fill('longenough');
  await page.getByLabel('Confirm Password', { exact: true }).fill('longenough');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByTestId('form-error')).toBeVisible();
});

test('OAuth callback wipes tokens from the address bar and reports errors', async ({ page }) => {
  await page.goto('/auth/google/callback?error=access_denied&error_description=User%20cancelled');
  await expect(page.getByRole('heading', { name: 'Authentication Failed' })).toBeVisible();
  await expect(page.getByText('User cancelled')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  await shot(page, 'oauth-callback-failed');
  await page.goto('/auth/google/callback?access_token=only-one');
  await expect(page.getByText('Missing authentication tokens from backend')).toBeVisible();
  expect(page.url()).not.toContain('access_token');
  // Not a popup: back to / after 2 s.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 5000 });
});
