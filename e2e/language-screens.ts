// The screens of one language beside English and German (docs/product.md#language), as
// e2e/german.e2e.ts checks German: a browser in that language gets the landing page, the login
// page, /app (idle, the settings open), sign-up with its verification mail and /account in it ('System'
// follows the browser), <html lang>, its titles, validation and a server message, no English words
// of the monitoring screen left, and no WCAG 2.1 AA violation; an English browser switches to it
// from the header's picker at once. With SCREENSHOT_DIR set, /app and /account are saved as
// app-<lang>.png and account-<lang>.png. Used by e2e/french.e2e.ts and e2e/spanish.e2e.ts.
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { local, mailLink, mailTo } from './mail.ts';
import { shot } from './screenshot.ts';

export interface LanguageWords {
  lang: 'fr' | 'es';
  locale: string;
  /** The language's own name in the picker. */
  name: string;
  landing: { h1: string; tryIt: string; headings: string[]; question: string; answer: string };
  title: string;
  login: {
    h1: string;
    title: string;
    email: string;
    password: string;
    signIn: string;
    required: string[];
    wrong: string;
  };
  app: { h1: string; start: string; settings: string; status: string; inSettings: string[] };
  /** The sign-up form's field labels (first, last, e-mail, password, confirm), consent, button. */
  signup: { fields: string[]; consent: RegExp; create: string; checkEmail: string };
  /** /account's main heading and one of its section headings. */
  account: { h1: string; section: string };
  /** The verification mail's subject and greeting. */
  mail: { subject: string; greeting: string };
}

/** English words of the idle monitoring screen (controls, status, panels) the language replaces. */
const ENGLISH = [
  'Posture Monitor',
  'AI-powered posture monitoring',
  'Start Tracking',
  'Not logged in',
  'Not initialized',
  'Not calibrated',
  'Settings',
  'Sensitivity',
  'Alert me after',
  'Recent Episodes',
  'Pose detection runs on this device',
  'Break reminder',
  'Low-power mode',
];

const picker = (page: Page) => page.getByRole('banner').getByRole('combobox');

export function languageScreens(w: LanguageWords): void {
  test.describe(`${w.name} in a ${w.locale} browser`, () => {
    test.use({ locale: w.locale, viewport: { width: 1280, height: 800 } });

    test('landing page: lang, headline, FAQ, title, no axe violation', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', w.lang);
      await expect(page.getByRole('heading', { level: 1, name: w.landing.h1 })).toBeVisible();
      await expect(page.getByRole('link', { name: w.landing.tryIt })).toHaveAttribute(
        'href',
        '/app',
      );
      for (const name of w.landing.headings)
        await expect(page.getByRole('heading', { name })).toBeVisible();
      await page.getByText(w.landing.question).click();
      await expect(page.getByText(w.landing.answer)).toBeVisible();
      await expect(page.getByText('Sit smarter, work harder')).toHaveCount(0);
      await expect(page).toHaveTitle(w.title);
      await expectNoViolations(page, `/ in ${w.name}`);
      expect(errors).toEqual([]);
    });

    test('login page: labels, validation, a server message, no axe violation', async ({ page }) => {
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', w.lang);
      await expect(page.getByRole('heading', { level: 1, name: w.login.h1 })).toBeVisible();
      await expect(page).toHaveTitle(w.login.title);
      const signIn = page
        .getByRole('main')
        .getByRole('button', { name: w.login.signIn, exact: true });
      await signIn.click();
      for (const message of w.login.required) await expect(page.getByText(message)).toBeVisible();
      await expectNoViolations(page, `/login in ${w.name}, with its field errors`);
      await page.getByLabel(w.login.email).fill('nobody@example.com');
      await page.getByLabel(w.login.password, { exact: true }).fill('123456');
      await signIn.click();
      await expect(page.getByTestId('form-error')).toHaveText(w.login.wrong);
      await expectNoViolations(page, `/login in ${w.name}, with the server message`);
    });

    test('/app idle with the settings open: its words, no English left, no axe violation', async ({
      page,
    }) => {
      await page.goto('/app');
      await expect(page.locator('html')).toHaveAttribute('lang', w.lang);
      await expect(page.getByRole('heading', { level: 1, name: w.app.h1 })).toBeVisible();
      await expect(page.getByRole('button', { name: w.app.start })).toBeVisible();
      await expect(page.getByRole('region', { name: w.app.status })).toBeVisible();
      const settings = page.getByRole('button', { name: w.app.settings });
      if ((await settings.getAttribute('aria-expanded')) === 'false') await settings.click();
      for (const text of w.app.inSettings)
        await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      const text = await page.locator('main').innerText();
      expect(
        ENGLISH.filter((en) => text.includes(en)),
        'English words of the monitoring screen',
      ).toEqual([]);
      await expectNoViolations(page, `/app in ${w.name}, settings open`);
      await shot(page, `app-${w.lang}`);
    });
  });

  test.describe(`${w.name}: signing up`, () => {
    test.use({ locale: w.locale, viewport: { width: 1280, height: 800 } });

    test('the form and the verification mail are in the language; /account after verifying', async ({
      page,
    }) => {
      const email = `${w.lang}-${Date.now().toString(36)}@example.test`;
      await page.goto('/signup');
      await expect(page.locator('html')).toHaveAttribute('lang', w.lang);
      const values = ['Sam', 'Smith', email, 'Sturdy-Pass1', 'Sturdy-Pass1'];
      for (const [i, label] of w.signup.fields.entries())
        await page.getByLabel(label, { exact: true }).fill(values[i]!);
      // react-aria hides the native input visually, so it is checked without the visibility wait.
      await page
        .getByRole('checkbox', { name: w.signup.consent })
        .setChecked(true, { force: true });
      await page.getByRole('button', { name: w.signup.create }).click();
      await expect(page.getByRole('heading', { name: w.signup.checkEmail })).toBeVisible();
      const mail = await mailTo(email);
      expect(mail.subject).toBe(w.mail.subject);
      expect(mail.text.startsWith(w.mail.greeting)).toBe(true);
      // The mailed link signs the person in; /account is in the language too.
      await page.goto(local(await mailLink(email, '/verify-email')));
      await page.waitForURL(/\/app/);
      await page.goto('/account');
      await expect(page.getByRole('heading', { level: 1, name: w.account.h1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: w.account.section })).toBeVisible();
      await expectNoViolations(page, `/account in ${w.name}`);
      await shot(page, `account-${w.lang}`);
    });
  });

  test.describe(`${w.name} from the header's picker`, () => {
    test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

    test(`the picker lists every language, and ${w.name} turns /app at once`, async ({ page }) => {
      await page.goto('/app');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(picker(page).getByRole('option')).toHaveText([
        'System',
        'English',
        'Deutsch',
        'Français',
        'Español',
      ]);
      await picker(page).selectOption(w.lang);
      await expect(page.locator('html')).toHaveAttribute('lang', w.lang);
      await expect(page.getByRole('heading', { level: 1, name: w.app.h1 })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('button', { name: w.app.start })).toBeVisible();
    });
  });
}
