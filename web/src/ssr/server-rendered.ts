import { matchesPattern } from '../routing/route-pattern';

/**
 * The pages the server renders with their data (public pages only: nothing depends on who is signed in),
 * by feature area (`src/features/<feature>`) so the server can preload that area's chunk and styles. A page
 * not listed here is served as before: the bare index page, rendered in the browser. To render another public
 * page on the server, add its route pattern to its area here.
 */
const PATHS_BY_FEATURE: Readonly<Record<string, readonly string[]>> = {
  dashboard: ['/', '/online-bulten-dashboard'],
  'online-home': ['/online-anasayfa', '/home', '/home/:tip'],
  bulletin: ['/online-bulten', '/online-bulten/:itemId', '/online-bulten-ch', '/online-bulten-ch/:itemId'],
  transactions: ['/son-islemler'],
  'price-archive': ['/fiyat-arsivi'],
  'regional-board': ['/bolge'],
};

/** Every server-rendered route pattern with its feature area, in the order they are matched. */
export const SERVER_RENDERED: readonly { path: string; feature: string }[] = Object.entries(
  PATHS_BY_FEATURE,
).flatMap(([feature, paths]) => paths.map((path) => ({ path, feature })));

/** The feature area of a server-rendered path, or null when the path is rendered in the browser only. */
export function serverRenderedFeature(pathname: string): string | null {
  return SERVER_RENDERED.find((page) => matchesPattern(page.path, pathname))?.feature ?? null;
}
