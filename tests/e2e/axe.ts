import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * Every rule axe has, not only the WCAG tags: its best-practice and experimental rules too
 * (label-content-name-mismatch, focus-order-semantics, hidden-content, p-as-heading, …).
 * Naming the rules makes axe run the experimental ones, which it leaves out by default.
 *
 * The one rule the site is not held to: color-contrast-enhanced, WCAG AAA (7:1). The site's target
 * is WCAG 2.2 AA (4.5:1, which color-contrast checks). The code themes and the muted text are AA,
 * not AAA.
 */
export const EVERY_RULE = axe
  .getRules()
  .map((rule) => rule.ruleId)
  .filter((rule) => rule !== 'color-contrast-enhanced');

/**
 * axe on `page`, run once in the page (axe reaches frames by its own messaging; the site has
 * none). axe's newer mode runs each frame apart and then assembles the results in a blank page of
 * its own: two to three times the run itself on every check, for frames the site does not have.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/** What axe finds on `page` with every rule, one line per rule: its id and the elements at fault. */
export async function findings(page: Page, builder: AxeBuilder = axeOn(page)): Promise<string[]> {
  // Violations only: axe then leaves out the nodes that passed, the bulk of its work and its answer.
  const results = await builder
    .withRules(EVERY_RULE)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
