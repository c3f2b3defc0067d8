// Light and dark themes (docs/product.md#theme) in real Chromium against the real server: every
// screen has no WCAG 2.1 AA violation (axe-core, as e2e/a11y.e2e.ts runs it) in both palettes, by
// the system's setting (System, the default) and by the Theme switch; the choice persists and is
// applied before the app's script runs. With SCREENSHOT_DIR set, the landing page and /app are
// also saved in light mode (how docs/screenshots/*-light.png are made).
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { shot } from './screenshot.ts';
import { darkColors, lightColors } from '../src/styles/palettes.ts';
import { signUpInBrowser } from './reliability-helpers.ts';

const SCREENS = ['/', '/login', '/signup', '/app'];
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
const BG = { light: rgb(lightColors.bg), dark: rgb(darkColors.bg) };
const LABEL = { system: 'System', light: 'Light', dark: 'Dark' } as const;
type Scheme = 'light' | 'dark';

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const headerSwitch = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('radiogroup', { name: 'Theme' });

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** The page shows `scheme`'s palette: its background, <html data-theme> and color-scheme meta. */
async function expectPalette(page: Page, scheme: Scheme, pinned: boolean) {
  await expect.poll(() => background(page)).toBe(BG[scheme]);
  const html = page.locator('html');
  if (pinned) await expect(html).toHaveAttribute('data-theme', scheme);
  else await expect(html).not.toHaveAttribute('data-theme');
  await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute(
    'content',
    pinned ? scheme : 'light dark',
  );
}

test.use({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });

for (const scheme of ['light', 'dark'] as const) {
  test(`System follows a ${scheme} system on every screen, with no axe violation`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of SCREENS) {
      await visit(page, path);
      await expect(headerSwitch(page).getByRole('radio', { name: 'System' })).toBeChecked();
      await expectPalette(page, scheme, false);
      await expectNoViolations(page, `${path}, system ${scheme}`);
      if (scheme === 'light' && path === '/') await shot(page, 'landing-light');
      if (scheme === 'light' && path === '/app') await shot(page, 'app-idle-light');
    }
  });
}

for (const [choice, system] of [
  ['light', 'dark'],
  ['dark', 'light'],
] as const) {
  test(`the header switch picks ${choice} over a ${system} system on every screen and keeps it`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: system });
    await visit(page, '/');
    await page.getByTitle(`${LABEL[choice]} theme`).click();
    await expect(headerSwitch(page).getByRole('radio', { name: LABEL[choice] })).toBeChecked();
    await expectPalette(page, choice, true);
    for (const path of SCREENS) {
      await visit(page, path);
      await expectPalette(page, choice, true);
      await expectNoViolations(page, `${path}, ${choice} over a ${system} system`);
    }
    await page.reload();
    await expect(headerSwitch(page).getByRole('radio', { name: LABEL[choice] })).toBeChecked();
    await expectPalette(page, choice, true);

    // Before the first paint: with the app's script blocked, public/theme-init.js alone pins it.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/login');
    await expectPalette(page, choice, true);
    await expect(page.locator('meta[name="theme-color"][media="all"]')).toHaveAttribute(
      'content',
      choice === 'light' ? lightColors.bg : darkColors.bg,
    );
    await page.unroute(/\/assets\/.*\.js$/);

    // Back to System: the system's palette again, everywhere.
    await visit(page, '/');
    await page.getByTitle('System theme').click();
    await expectPalette(page, system, false);
    await page.reload();
    await expectPalette(page, system, false);
  });
}

test('the settings panel on /app has the same Theme choice, by keyboard', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await visit(page, '/app');
  await page.getByRole('button', { name: 'Settings' }).click();
  const panel = page.getByRole('main').getByRole('radiogroup', { name: 'Theme' });
  await expect(panel.getByRole('radio', { name: 'System' })).toBeChecked();
  await panel.getByRole('radio', { name: 'System' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect(headerSwitch(page).getByRole('radio', { name: 'Light' })).toBeChecked();
  await expectPalette(page, 'light', true);
  await expectNoViolations(page, '/app settings open, light');

  // The header's radios: Tab reaches the chosen one, arrow keys choose.
  await headerSwitch(page).getByRole('radio', { name: 'Light' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expectPalette(page, 'dark', true);

  await page.reload();
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(panel.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expectPalette(page, 'dark', true);
});

test('/account has no axe violation in either palette', async ({ page }) => {
  await signUpInBrowser(page, 'theme');
  await page.emulateMedia({ colorScheme: 'light' });
  for (const scheme of ['light', 'dark'] as const) {
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(page.getByText('Loading activity data...')).toHaveCount(0);
    if (scheme === 'dark') await page.getByTitle('Dark theme').click();
    await expectPalette(page, scheme, scheme === 'dark');
    await expectNoViolations(page, `/account, ${scheme}`);
  }
});
