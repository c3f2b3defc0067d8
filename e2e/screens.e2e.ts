import { expect, test } from '@playwright/test';
import { shot } from './screenshot.ts';

// Every screen but /app, in real Chromium against the real server: the landing page, the top
// navigation, the guards, the privacy notice, the 404 page and a laptop-sized window; the sign-up,
// sign-in and password forms are screens-auth.e2e.ts. With SCREENSHOT_DIR set, each route is also
// saved as a PNG (how docs/screenshots/ is made).

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
