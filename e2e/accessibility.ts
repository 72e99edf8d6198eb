import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Accessibility checks with axe (Deque's rules through @axe-core/playwright) for any spec:
 *
 *   await expectNoSeriousA11yViolations(page, 'vehicles, offline');
 *
 * The rules are WCAG 2.0 and 2.1, levels A and AA. A check fails on violations of impact
 * 'serious' or 'critical' and prints each one's rule, elements and help; 'moderate' and 'minor'
 * ones are reported by `a11yFindings` but do not fail it.
 */

export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type A11yFinding = { screen: string; rule: string; impact: string; help: string; targets: string[] };

const FAILING = new Set(['serious', 'critical']);

/** axe's violations on the page as it is now (every impact), labelled with `screen`. */
export async function a11yFindings(page: Page, screen: string): Promise<A11yFinding[]> {
  // axe.run in the page itself (legacy mode): about twice as fast here as the default, which runs
  // each frame apart and merges the results in a new blank page; frames of other origins (a web
  // page a tile embeds, a card gateway) are left out, and they are not this product's pages.
  // Passes and incomplete checks are not gathered: only violations are read (options() replaces
  // all options, so it comes before withTags).
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(A11Y_TAGS)
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((violation) => ({
    screen,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: `${violation.help} (${violation.helpUrl})`,
    targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
  }));
}

/** The findings that fail a check: impact serious or critical. */
export function seriousOnly(findings: readonly A11yFinding[]): A11yFinding[] {
  return findings.filter((finding) => FAILING.has(finding.impact));
}

/** One line per finding and up to five of its elements: what a failing check prints. */
export function describeFindings(findings: readonly A11yFinding[]): string {
  return findings
    .map(
      (f) =>
        `${f.screen}: ${f.rule} (${f.impact}) ${f.help}\n${f.targets
          .slice(0, 5)
          .map((target) => `    ${target}`)
          .join('\n')}${f.targets.length > 5 ? `\n    ... and ${f.targets.length - 5} more` : ''}`,
    )
    .join('\n');
}

/** Fails (naming rule, elements and help) when axe finds a serious or critical violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  const serious = seriousOnly(await a11yFindings(page, screen));
  expect(serious, `serious or critical accessibility violations:\n${describeFindings(serious)}`).toEqual([]);
}
