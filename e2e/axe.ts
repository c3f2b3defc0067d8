// The WCAG 2.1 AA check the specs run (axe-core in the real page): fails with every violation
// named by rule, help text and the elements it found.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeScope {
  /**
   * axe runs in the page alone (legacy mode: no second, blank page to merge results in), about 1 s
   * here instead of 5, for a check that must finish while something brief is still up.
   */
  inPageOnly?: boolean;
  /** Only these parts of the page (CSS selectors), for a check of what just changed. */
  within?: string[];
}

export async function expectNoViolations(
  page: Page,
  where: string,
  { inPageOnly = false, within = [] }: AxeScope = {},
) {
  await settleEntrances(page);
  let axe = new AxeBuilder({ page }).withTags(WCAG_AA).setLegacyMode(inPageOnly);
  for (const selector of within) axe = axe.include(selector);
  const { violations } = await axe.analyze();
  const found = violations.map(
    (v) => `${v.id}: ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe-core on ${where}`).toEqual([]);
}

/**
 * Waits for every finite animation and transition in the page to end: a dialog fading in is
 * part-transparent for 200 ms, and axe measured its text's contrast against the page behind it
 * mid-fade. Endless ones (a spinner) and paused ones are not waited for.
 */
async function settleEntrances(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
