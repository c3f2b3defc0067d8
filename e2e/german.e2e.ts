// German (src/i18n/translate.ts) in real Chromium against the real server: a browser whose
// language is German gets the landing page and the login page in German (the language setting is
// 'system' by default), <html lang="de">, German titles and validation and server messages, and no
// WCAG 2.1 AA violation (axe-core, as e2e/a11y.e2e.ts runs it). With SCREENSHOT_DIR set, the landing
// page is saved as landing-de.png.
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { shot } from './screenshot.ts';

test.use({ locale: 'de-DE', viewport: { width: 1280, height: 800 } });

test('landing page in German: lang, headline, buttons, FAQ, title, no axe violation', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Besser sitzen, besser arbeiten' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jetzt ausprobieren' })).toHaveAttribute(
    'href',
    '/app',
  );
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Registrieren', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'So funktioniert es' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Häufige Fragen' })).toBeVisible();
  await shot(page, 'landing-de');
  await page.getByText('Brauche ich ein Konto?').click();
  await expect(page.getByText('Sitzungen werden nur aufgezeichnet')).toBeVisible();
  await expect(page.getByText('Sit smarter, work harder')).toHaveCount(0);
  await expect(page).toHaveTitle('Posture Coach: besser sitzen, besser arbeiten');
  await expectNoViolations(page, '/ in German');
  expect(errors).toEqual([]);
});

test('login page in German: labels, validation, a server message, no axe violation', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen zurück' })).toBeVisible();
  await expect(page).toHaveTitle('Anmelden · Posture Coach');
  await expect(page.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByText('E-Mail ist erforderlich')).toBeVisible();
  await expect(page.getByText('Passwort ist erforderlich')).toBeVisible();
  await expectNoViolations(page, '/login in German, with its field errors');
  await page.getByLabel('E-Mail').fill('nobody@example.com');
  await page.getByLabel('Passwort', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByTestId('form-error')).toHaveText(
    'E-Mail-Adresse oder Passwort ist falsch',
  );
  await expectNoViolations(page, '/login in German, with the server message');
});
