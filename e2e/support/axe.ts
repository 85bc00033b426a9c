import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** A test's time limit where axe checks a full table page: that takes long on a busy machine. */
export const AXE_TEST_TIMEOUT = 240_000;

/**
 * axe-core's serious and critical findings on the page as it is now (dialogs included), as
 * `rule: targets` lines; `[]` is a pass. Every rule runs, the WCAG 2.1 AA ones among them.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settled(page);
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      // The first node's summary says why (colours and ratio for contrast), so a failure explains itself.
      const why = v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').slice(0, 300) ?? '';
      return `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')} (${why})`;
    });
}

/**
 * Waits (at most 2 s) until no animation or transition runs: a drawer sliding in is half transparent,
 * and axe would measure its text against what shows through.
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          // Endless ones (the ticker, spinners) never settle; the finite ones are what moves the page.
          .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .every((a) => a.playState !== 'running'),
      undefined,
      {
        timeout: 2000,
      },
    )
    .catch(() => undefined);
}
