// German on /account (docs/product.md#language), chosen with the header's Language select: the
// page switches at once without a reload (<html lang> too), shows German headings and German
// dates, has no WCAG 2.1 AA violation (axe-core) in either palette, keeps the choice over a reload
// and its header fits a phone's width. With SCREENSHOT_DIR set, the German page is saved as account-de.png.
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { signUpInBrowser } from './reliability-helpers.ts';
import { shot } from './screenshot.ts';

/** The header's select, found by its English or German name. */
const picker = (page: Page) =>
  page.getByRole('navigation').getByRole('combobox', { name: /^(Language|Sprache)$/ });

// An English browser: System means English until Deutsch is chosen.
test.use({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block', locale: 'en-US' });

test('Deutsch in the header turns /account German at once, without axe violations, and stays', async ({
  page,
}) => {
  await signUpInBrowser(page, 'german');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(picker(page)).toHaveValue('system');
  await expect(picker(page).getByRole('option')).toHaveText([
    'System',
    'English',
    'Deutsch',
    'Français',
    'Español',
  ]);
  const joinedEnglish = (await page.getByText(/^Joined /).textContent())!.replace('Joined ', '');

  // Keyboard: Tab goes from the theme switch to the select.
  await page
    .getByRole('radiogroup', { name: 'Theme' })
    .getByRole('radio', { name: 'System' })
    .focus();
  await page.keyboard.press('Tab');
  await expect(picker(page)).toBeFocused();

  // The same document switches: a marker set now survives only if nothing reloads.
  await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
  await picker(page).selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Konto' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);

  await expectGerman(page, joinedEnglish);
  await expectNoViolations(page, '/account in German, light');
  await shot(page, 'account-de');
  // The theme switch in German too: its dark choice is named 'Dunkles Design'.
  await page.getByTitle('Dunkles Design').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectNoViolations(page, '/account in German, dark');
  // Deleting asks for the password (docs/api.md#server-rules), in German, from the keyboard.
  await page.getByRole('button', { name: 'Konto löschen' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Ihr Konto löschen?' });
  await expect(confirm.getByText(/Geben Sie zur Bestätigung Ihr Passwort ein\.$/)).toBeVisible();
  await expect(confirm.getByLabel('Passwort', { exact: true })).toBeFocused();
  await expectNoViolations(page, 'the delete dialog in German, dark');
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);

  // The choice is stored: German again after a reload, from the first render.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(picker(page)).toHaveValue('de');
  await expectGerman(page, joinedEnglish);

  // A phone's width: the header wraps onto two rows; nothing in it runs past the screen's edge.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(picker(page)).toBeVisible();
  const header = await page.evaluate(() => {
    const h = document.querySelector('header')!;
    const right = Math.max(
      ...Array.from(h.querySelectorAll('a, button, select')).map(
        (e) => e.getBoundingClientRect().right,
      ),
    );
    return { overflow: h.scrollWidth - h.clientWidth, right };
  });
  expect(header.overflow).toBeLessThanOrEqual(0);
  expect(header.right).toBeLessThanOrEqual(360);

  // And back: English as before.
  await picker(page).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByText(`Joined ${joinedEnglish}`)).toBeVisible();
});

/** German headings, the joined date as de-DE writes it, German sign-in dates and durations. */
async function expectGerman(page: Page, joinedEnglish: string) {
  for (const name of [
    'Gesamtstatistik',
    'Aktivität & Serien',
    'Haltung im Zeitverlauf',
    'Wo Sie angemeldet sind',
    'Ihre Daten',
  ])
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aktivitätskalender' })).toBeVisible();
  await expect(picker(page)).toHaveAccessibleName('Sprache');
  const joined = await page.evaluate(
    (s) =>
      new Intl.DateTimeFormat('de-DE', { year: 'numeric', month: 'long', day: 'numeric' }).format(
        new Date(s),
      ),
    joinedEnglish,
  );
  expect(joined).toMatch(/^\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}$/);
  await expect(page.getByText(`Mitglied seit ${joined}`)).toBeVisible();
  const signIns = page.getByRole('region', { name: 'Wo Sie angemeldet sind' });
  await expect(signIns.getByText('Dieses Gerät')).toBeVisible();
  await expect(
    signIns.getByText(/^Zuletzt genutzt am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/),
  ).toBeVisible();
  await expect(page.getByTestId('stat-Sessions')).toContainText('Sitzungen');
  await expect(page.getByTestId('stat-Total time tracked')).toContainText('0 Min.');
  await expect(
    page.getByRole('gridcell', { name: /^[A-Z][a-z]\., \d{1,2}\. / }).first(),
  ).toBeAttached();
}
