/**
 * The app's router: wouter (a couple of kB on the first load) in the shapes the screens use, react-router's
 * semantics kept where they differ (search params read raw and set by push unless told, links to the
 * current URL replacing it, `NavLink`'s `active` class and `aria-current="page"`, a location `key` per
 * navigation). Every screen imports routing from here, never from wouter.
 */
import {
  type AnchorHTMLAttributes,
  type ComponentProps,
  createContext,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react';
import {
  Route,
  Switch,
  useRouter,
  useLocation as useWouterLocation,
  useParams as useWouterParams,
  Router as WouterRouter,
} from 'wouter';
import { navigate as browserNavigate, useLocationProperty } from 'wouter/use-browser-location';

export { Route, Switch };

/** Where the app is: path, search (`?…` or empty), hash (`#…` or empty) and a key new with each navigation. */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** `default` on the page's first entry; a navigation to the same URL gets a new key. */
  key: string;
}

/** How a navigation goes: a new history entry (push, the default) or in place of the current one. */
export interface NavigateOptions {
  replace?: boolean;
}

/** What search params may be set from (as `URLSearchParams` takes them). */
export type SearchParamsInit = URLSearchParams | string | Record<string, string>;

/** Sets the search params (or derives them from the current ones), pushing a history entry unless `replace`. */
export type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

const currentHash = () => window.location.hash;
const noHash = () => '';
// The key lives in the history entry's state, so going back and forth gives each entry's own key.
const currentKey = () => {
  const state: unknown = window.history.state;
  const key = state && typeof state === 'object' && 'key' in state ? state.key : undefined;
  return typeof key === 'string' ? key : 'default';
};
const defaultKey = () => 'default';
const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * Navigation without reading the location while rendering: the URL of the moment it is asked, and a
 * navigate. Links and `useNavigate` take it from here, so they do not render again on each navigation (a
 * bulletin has some 200 links).
 */
interface Navigator {
  currentUrl(): string;
  navigate(to: string, options: { replace: boolean; state: { key: string } }): void;
}

// wouter's default router, the app's: the browser's location.
const BROWSER_NAVIGATOR: Navigator = {
  currentUrl: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
  navigate: browserNavigate,
};

const NavigatorContext = createContext<Navigator>(BROWSER_NAVIGATOR);

// Under a router on a location of its own (a test's memory location): its location as last rendered.
function RouterNavigator({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [, navigate] = useWouterLocation();
  const latest = useRef({ location, navigate });
  useLayoutEffect(() => {
    latest.current = { location, navigate };
  });
  const navigator = useMemo<Navigator>(
    () => ({
      currentUrl: () => {
        const { pathname, search, hash } = latest.current.location;
        return `${pathname}${search}${hash}`;
      },
      navigate: (to, options) => latest.current.navigate(to, options),
    }),
    [],
  );
  return <NavigatorContext value={navigator}>{children}</NavigatorContext>;
}

/** wouter's `Router` (a location of its own: a hook, a path on the server), its links navigating on it. */
export function Router({ children, ...options }: ComponentProps<typeof WouterRouter>) {
  return (
    <WouterRouter {...options}>
      <RouterNavigator>{children}</RouterNavigator>
    </WouterRouter>
  );
}

/** The current path and search exactly as the location holds them (wouter's `useSearch` decodes them). */
function useRawLocation(): [path: string, search: string] {
  const router = useRouter();
  const [path] = router.hook(router);
  const search = router.searchHook(router);
  return [path, search];
}

/** The current location; every navigation (to the same URL too) gives a new object. */
export function useLocation(): AppLocation {
  const [pathname, rawSearch] = useRawLocation();
  const hash = useLocationProperty(currentHash, noHash);
  const key = useLocationProperty(currentKey, defaultKey);
  const search = rawSearch === '' || rawSearch.startsWith('?') ? rawSearch : `?${rawSearch}`;
  return useMemo(() => ({ pathname, search, hash, key }), [pathname, search, hash, key]);
}

/**
 * A function that navigates to a path (with its search and hash), by push unless `replace`. Reading no
 * location, it does not render its component again on navigation.
 */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigator = useContext(NavigatorContext);
  return useCallback(
    (to: string, options?: NavigateOptions) =>
      navigator.navigate(to, { replace: options?.replace ?? false, state: { key: newKey() } }),
    [navigator],
  );
}

/** The matched route's path parameters (`:itemId` → `itemId`), decoded. */
export function useParams(): Readonly<Record<string, string | undefined>> {
  return useWouterParams();
}

/**
 * The search params and their setter, as react-router has them: the setter (or its function of the current
 * params) navigates to the same path with the new search, by push unless `{ replace: true }`; the hash goes.
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const [path, search] = useRawLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const value = new URLSearchParams(
        typeof next === 'function' ? next(new URLSearchParams(params)) : next,
      );
      const query = value.toString();
      navigate(query ? `${path}?${query}` : path, options);
    },
    [navigate, path, params],
  );
  return [params, setParams];
}

/** A link's own props: an `<a>`'s, with the target path instead of `href`. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The target: a path with its search and hash (`/online-bulten/12?tarih=2024-01-05`). */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A click the app should handle: the main button, no modifier key, no other target, not prevented. */
function isAppClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return !event.defaultPrevented && event.button === 0 && !modified && (!target || target === '_self');
}

/**
 * A real `<a href>` that navigates in the app (a click with a modifier key or another target is the
 * browser's): a new history entry, or in place of the current one when it leads to the current URL. It
 * compares its target with the URL when clicked, so navigation does not render it again.
 */
export function Link({ to, onClick, target, ref, ...anchor }: LinkProps) {
  const navigator = useContext(NavigatorContext);
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isAppClick(event, target)) return;
    event.preventDefault();
    navigate(to, { replace: navigator.currentUrl() === to });
  };
  return <a {...anchor} ref={ref} href={to} target={target} onClick={follow} />;
}

/**
 * True when a link to `to` is the current page's: the same path, or (unless `end`) a path under it;
 * letter case and a trailing slash aside.
 */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const current = pathname.toLowerCase();
  const target = (to.length > 1 ? to.replace(/\/$/, '') : to).toLowerCase();
  if (current === target || current === `${target}/`) return true;
  return !end && target !== '/' && current.startsWith(`${target}/`);
}

/** A navigation link: `aria-current="page"` and the `active` class while its page (or one under it) is shown. */
export function NavLink({ end, className, ...link }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, link.to, end);
  const classes = [className, active ? 'active' : undefined].filter(Boolean).join(' ');
  return <Link {...link} className={classes || undefined} aria-current={active ? 'page' : undefined} />;
}

/** Navigates once rendered (in an effect: the server renders nothing for it). */
export function Navigate({ to, replace }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

/** The server renderer's router: the page's path and search instead of the browser's. */
export function ServerRouter({ url, children }: { url: URL; children: ReactNode }) {
  return (
    <Router ssrPath={url.pathname} ssrSearch={url.search}>
      {children}
    </Router>
  );
}
