// The WCAG 2.1 AA check the specs run (axe-core in the real page): fails with every violation
// named by rule, help text and the elements it found.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * `inPageOnly`: axe runs in the page alone (legacy mode: no second, blank page to merge results
 * in), about 1 s here instead of 5, for a check that must finish while a 4 s toast is still up.
 */
export async function expectNoViolations(page: Page, where: string, inPageOnly = false) {
  const axe = new AxeBuilder({ page }).withTags(WCAG_AA).setLegacyMode(inPageOnly);
  const { violations } = await axe.analyze();
  const found = violations.map(
    (v) => `${v.id}: ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe-core on ${where}`).toEqual([]);
}
