import type { Page } from '@playwright/test';
import axe, { type AxeResults, type Result } from 'axe-core';

/** The WCAG 2.1 A and AA rules: what the product promises (docs/product.md, Qualities). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** One violation as a person fixing it wants to read it: rule, impact, help, and the elements it found. */
function describe(violation: Result): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
    .join('\n');
  const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : '';
  return `  [${violation.impact}] ${violation.id}: ${violation.help}\n${nodes}${more}\n    ${violation.helpUrl}`;
}

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical WCAG 2.1 AA violation, listing each
 * with the elements it found. Minor and moderate findings are left to review, not to the build.
 *
 * axe runs in the page directly (the app has no iframes): @axe-core/playwright's frame-by-frame run, finished in a
 * second blank page, took 3–6 s a screen here against 1–2 s this way. Playwright's evaluate is not bound by the
 * page's CSP, so the app's strict policy stays on while axe looks at it.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        // Only violations are read: axe then skips collecting the elements of every passed and inapplicable check.
        resultTypes: ['violations'],
      }),
    WCAG_TAGS,
  );
  const blocking = (results as AxeResults).violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  if (blocking.length === 0) return;
  throw new Error(
    `axe found ${blocking.length} serious or critical violation(s) on ${label}:\n\n${blocking.map(describe).join('\n\n')}`,
  );
}
