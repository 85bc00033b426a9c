import type { Language } from './domain.js';

/**
 * What the server gives the web's server renderer (`web/src/ssr/entry-server.tsx`, built into
 * `<web dist>/ssr/entry-server.js`) for one page.
 */
export interface WebRenderInput {
  /** The page's path and query, e.g. `/online-bulten?tarih=2026-11-20`. */
  url: string;
  language: Language;
  /** The web's runtime configuration (`/config.json`). */
  config: unknown;
  /** The translations of `language` (`assets/i18n/<language>.json`). */
  translations: Record<string, unknown>;
  /** Answers the API calls the page makes while it renders (the server answers them in-process). */
  fetch: typeof fetch;
}

/** A server-rendered page: the app's markup, and the state its client takes over (JSON, never executed). */
export interface WebRenderOutput {
  html: string;
  state: string;
  /**
   * The intro dialog the page's loader (`web/public/boot.js`) shows a first visitor, as JSON safe inside a
   * `<script>` element (`{ title, ok, text, version }`), so the loader reads a few texts rather than the
   * whole state; absent when the intro is off or empty.
   */
  intro?: string;
  /** The feature area of the page (`src/features/<area>`), so the server can preload its chunk and styles. */
  feature: string;
}

/** The server renderer's module: `render` answers null for a path it does not render on the server. */
export interface WebRenderer {
  render(input: WebRenderInput): Promise<WebRenderOutput | null>;
  /** Whether the app has a page at a path (any other path shows its not-found screen, answered 404). */
  isAppPath(pathname: string): boolean;
}

/** The cookie the web keeps the language in (besides local storage), so the server renders in it. */
export const LANGUAGE_COOKIE = 'bulten_language';
