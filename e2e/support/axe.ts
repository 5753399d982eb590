import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 levels A and AA the shop promises. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core on the page as it is now and expects no violation of WCAG 2.1 AA; a failure lists
 * each rule with the elements it found. axe 4.13 still calls some WCAG rules experimental
 * (label-content-name-mismatch, p-as-heading, td-has-header), which its tags alone leave out: they
 * run too, and count when they carry a WCAG tag.
 */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags([...WCAG_21_AA, 'experimental']).analyze();
  const found = violations
    .filter((v) => v.tags.some((tag) => WCAG_21_AA.includes(tag)))
    .map((v) => `${v.id} (${v.impact}): ${v.help} – ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(found, `axe-core on ${new URL(page.url()).pathname}`).toEqual([]);
}
