import type { Page } from 'playwright-core';

/**
 * The query keys a server-rendered page carries data for (its embedded page state; see web/src/ssr). The
 * browser makes no request for those, so a test learns from them what the page read.
 */
export function renderedQueryKeys(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => {
    const text = document.getElementById('page-state')?.textContent;
    const state = text ? (JSON.parse(text) as { queries?: { queries?: { queryKey: unknown[] }[] } }) : null;
    return (state?.queries?.queries ?? []).map((query) => query.queryKey);
  });
}

/** The language a server-rendered page was rendered in (null for a page rendered in the browser). */
export function renderedLanguage(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const text = document.getElementById('page-state')?.textContent;
    return text ? ((JSON.parse(text) as { language?: string }).language ?? null) : null;
  });
}
