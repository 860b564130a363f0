// axe-core in a page driven by playwright-core: the browser tests' and the benchmarks' one way to
// check a page for accessibility findings.
import axe from 'axe-core';

/**
 * Every rule axe has, not only the WCAG tags: its best-practice and experimental rules too
 * (label-content-name-mismatch, focus-order-semantics, hidden-content, p-as-heading, …).
 * Naming the rules makes axe run the experimental ones, which it leaves out by default.
 *
 * The one rule the site is not held to: color-contrast-enhanced, WCAG AAA (7:1). The site's target
 * is WCAG 2.2 AA (4.5:1, which color-contrast checks). The code themes and the muted text are AA,
 * not AAA.
 */
export const EVERY_RULE = Object.freeze(
  axe
    .getRules()
    .map((rule) => rule.ruleId)
    .filter((rule) => rule !== 'color-contrast-enhanced'),
);

/**
 * @typedef {object} AxeScope what to check
 * @property {string} [include] a CSS selector: only this part of the page (default: all of it)
 * @property {string[]} [tags] only the rules of these tags (wcag2aa, best-practice, …)
 * @property {string[]} [rules] only these rules (default: EVERY_RULE, unless `tags` is given)
 */

/**
 * The rules of `scope` that `page` breaks, as axe reports them.
 *
 * axe's source (about 600 kB) is evaluated once per document, the first time the document is
 * checked: compiling it again for every check costs more than the check on most pages. The site
 * has no frames, so one run in the top document sees all of it.
 * @param {import('playwright-core').Page} page
 * @param {AxeScope} [scope]
 * @returns {Promise<import('axe-core').Result[]>}
 */
export async function violations(page, scope = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  /** @type {import('axe-core').RunOptions} */
  const options = {
    runOnly: scope.tags
      ? { type: 'tag', values: scope.tags }
      : { type: 'rule', values: scope.rules ?? [...EVERY_RULE] },
    // Violations only: axe then leaves out the nodes that passed, the bulk of its work and answer.
    resultTypes: ['violations'],
  };
  return page.evaluate(
    async ({ include, options }) => {
      /** @type {typeof import('axe-core')} */
      const inPage = /** @type {any} */ (window).axe;
      return (await inPage.run(include ?? document, options)).violations;
    },
    { include: scope.include, options },
  );
}

/**
 * What axe finds on `page`, one line per rule: its id and the elements at fault. An empty list
 * means no finding.
 * @param {import('playwright-core').Page} page
 * @param {AxeScope} [scope]
 * @returns {Promise<string[]>}
 */
export async function findings(page, scope = {}) {
  return (await violations(page, scope)).map(
    (v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
