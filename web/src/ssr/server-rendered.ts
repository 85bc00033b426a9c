import { matchesPattern } from '../routing/route-pattern';

/**
 * The pages the server renders with their data (public pages only: nothing depends on who is signed in),
 * each with its feature area (`src/features/<feature>`) so the server can preload that area's chunk and
 * styles. A page not listed here is served as before: the bare index page, rendered in the browser.
 * To render another public page on the server, add its route pattern here.
 */
export const SERVER_RENDERED: readonly { path: string; feature: string }[] = [
  { path: '/', feature: 'dashboard' },
  { path: '/online-bulten-dashboard', feature: 'dashboard' },
  { path: '/online-anasayfa', feature: 'online-home' },
  { path: '/home', feature: 'online-home' },
  { path: '/home/:tip', feature: 'online-home' },
  { path: '/online-bulten', feature: 'bulletin' },
  { path: '/online-bulten/:itemId', feature: 'bulletin' },
  { path: '/online-bulten-ch', feature: 'bulletin' },
  { path: '/online-bulten-ch/:itemId', feature: 'bulletin' },
  { path: '/son-islemler', feature: 'transactions' },
  { path: '/fiyat-arsivi', feature: 'price-archive' },
  { path: '/bolge', feature: 'regional-board' },
];

/** The feature area of a server-rendered path, or null when the path is rendered in the browser only. */
export function serverRenderedFeature(pathname: string): string | null {
  return SERVER_RENDERED.find((page) => matchesPattern(page.path, pathname))?.feature ?? null;
}
