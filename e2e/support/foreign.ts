import { foreignFormats } from '@bulten/core';
import type { Page } from 'playwright-core';
import type { Lang } from './i18n';

/** What a page shows once it has loaded: no skeleton left, and figures in its tables or cards. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('[aria-busy="true"]') === null &&
      document.querySelectorAll('td, dd, .num, .w-num').length > 0,
  );
}

// A bare whole number (a code, a year, a count under a thousand) or a page's `2 / 5` is no figure to judge
// in running text; in a figure cell, four digits and more must be grouped.
const NOT_A_FIGURE = /^[+\-\u2212]?(\d+|\d{1,3}\/\d{1,3})$/;

/**
 * Everything a page shows written another way than its language's (core's `foreignFormats`): in all its
 * text, other decimal and group marks and other date orders; in its figure cells (`.num`), also numbers of
 * four digits and more without thousands marks.
 */
export async function shownForeignFormats(page: Page, lang: Lang): Promise<string[]> {
  const { text, cells } = await page.evaluate(() => ({
    // biome-ignore lint/performance/useDomNodeTextContent: what is shown, not the page state's JSON (ISO dates).
    text: document.body.innerText,
    cells: [...document.querySelectorAll<HTMLElement>('td.num, th.num, dd, .num, .w-num')].map(
      // biome-ignore lint/performance/useDomNodeTextContent: a date and a time on two lines are two figures.
      (cell) => cell.innerText,
    ),
  }));
  const inText = foreignFormats(lang, text).filter((token) => !NOT_A_FIGURE.test(token));
  return [...inText, ...cells.flatMap((cell) => foreignFormats(lang, cell))];
}
