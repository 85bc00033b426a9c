import { describe, expect, it } from 'vitest';
import { AXE_TEST_TIMEOUT, seriousViolations } from './axe';
import type { Lang } from './i18n';
import { type OpenedPage, openScreen, type ScreenModel } from './open-page';

/** A screen opened by `screenInEachLanguage`: the page, what it watches, and the ready page model. */
export type OpenedScreen<S> = OpenedPage & { screen: S };

/**
 * One test per language (`<title> in tr`, `<title> in en`): the screen opened at `path` in that language,
 * then `check` on it, with the time limit of a test that runs axe.
 */
export function screenInEachLanguage<S extends { ready(): Promise<S> }>(
  title: string,
  name: string,
  screen: { model: ScreenModel<S>; path: string },
  check: (opened: OpenedScreen<S>, lang: Lang) => Promise<void>,
): void {
  describe.each(['tr', 'en'] as const)(`${title} in %s`, (lang) => {
    it(
      name,
      async () => check(await openScreen(screen.model, { language: lang, path: screen.path }), lang),
      AXE_TEST_TIMEOUT,
    );
  });
}

/** The page logged no console error and axe finds nothing serious or critical on it as it is now. */
export async function expectCleanPage({ page, consoleErrors }: OpenedPage): Promise<void> {
  expect(consoleErrors).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
}
