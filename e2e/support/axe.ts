import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** A test's time limit where axe checks a full table page: that takes long on a busy machine. */
export const AXE_TEST_TIMEOUT = 240_000;

/**
 * axe-core's serious and critical findings on the page as it is now (dialogs included), as
 * `rule: targets` lines; `[]` is a pass. Every rule runs, the WCAG 2.1 AA ones among them.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
