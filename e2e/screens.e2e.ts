import { expect, test } from '@playwright/test';
import { shot } from './screenshot.ts';

// Every screen but /app, in real Chromium against the real server. With SCREENSHOT_DIR set, each
// route is also saved as a PNG (how docs/screenshots/ is made).

test.use({ viewport: { width: 1280, height: 800 } });

test('landing: hero, sections, ten FAQs, 60 stars, links', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sit smarter, work harder' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  for (const step of ['Track', 'Get nudges', 'Improve'])
    await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible();
  await expect(page.getByText('Coming soon', { exact: true })).toBeVisible();
  for (const f of ['Time-of-day heatmap', 'Weekly report', 'Recovery time insights'])
    await expect(page.getByText(f)).toBeVisible();
  await expect(page.locator('details')).toHaveCount(10);
  await expect(page.getByTestId('stars').locator('span')).toHaveCount(60);
  await page.getByText('Do I need an account?').click();
  await expect(page.getByText('sessions are recorded only when you are signed in')).toBeVisible();
  await expect(page.getByRole('link', { name: /privacy notice/i })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await shot(page, 'landing');
  await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'Try It Now' }).click();
  await expect(page).toHaveURL(/\/app$/);
  expect(errors).toEqual([]);
});

test('stars stop animating off-screen and with reduced motion', async ({ page }) => {
  await page.goto('/');
  const star = page.getByTestId('stars').locator('span').first();
  await expect(page.getByTestId('stars')).toHaveAttribute('data-paused', 'false');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('stars')).toHaveAttribute('data-paused', 'true');
  expect(await star.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  expect(await star.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
});

test('top navigation for anonymous visitors', async ({ page }) => {
  await page.goto('/privacy');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Open App' })).toHaveAttribute('href', '/app');
  await nav.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await nav.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await nav.getByRole('link', { name: 'Posture Coach' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('guards send anonymous visitors to /login', async ({ page }) => {
  for (const path of ['/account', '/feedback']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  }
});

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

test('privacy notice lists every section, dated October 18, 2025', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByText('Last updated October 18, 2025')).toBeVisible();
  for (const h of [
    'What we process',
    'What we never store',
    'Purposes and legal basis',
    'Opting out of analytics',
    'Retention',
    'Security',
    'Your rights',
    'Service providers',
    'Children',
    'Changes to this notice',
    'Contact',
  ]) {
    await expect(page.getByRole('heading', { name: h, exact: true })).toBeVisible();
  }
  await expect(page.getByText('contract necessity', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('under 13').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to sign-up' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await shot(page, 'privacy');
});

test('unknown paths show the 404 page with Go Home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(
    page.getByText("The page you're looking for doesn't exist or has been moved."),
  ).toBeVisible();
  await shot(page, 'not-found');
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a laptop-sized window keeps every auth form on screen without horizontal scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 640 });
  for (const path of ['/', '/login', '/signup', '/privacy']) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
