import type { Language, WebConfig } from '@bulten/core';
import type { DehydratedState } from '@tanstack/react-query';
import type { Translations } from '../i18n/i18n';

/** Id of the `<script type="application/json">` a server-rendered page carries its state in. */
export const PAGE_STATE_ID = 'page-state';

/** What a server-rendered page hands its client: language, configuration, translations and query data. */
export interface PageState {
  language: Language;
  config: WebConfig;
  translations: Translations;
  queries: DehydratedState;
}

/** JSON of the state, safe inside a `<script>` element (no `<`, so no `</script>`). */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The state embedded in the page, or null (a page rendered in the browser only, or unreadable state). */
export function readPageState(document: Document): PageState | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}

/**
 * The page's query data as fresh as the page: a page the server sends is current (it forgets the pages it
 * keeps at every live event, and the live stream brings what follows), however long ago it was rendered and
 * whatever the visitor's clock says. Hydrated with the server's fetch times, a page kept 25 s had its data
 * go stale during start-up and fetched it all again (the contract's zod with it: long tasks on a phone).
 */
export function freshQueries(queries: DehydratedState, now: number): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}
