import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isShellQuery } from '../api/hooks/query-meta';
import { type AppLocation, useLocation } from '../routing/router';

/** How long to wait for an anchor's target to appear (lazy screens render after navigation). */
const ANCHOR_WAIT_MS = 3000;

/** True when two locations are the same URL (a click on a link to the current page). */
export function sameUrl(
  a: Pick<AppLocation, 'pathname' | 'search' | 'hash'>,
  b: Pick<AppLocation, 'pathname' | 'search' | 'hash'>,
) {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;
}

/** Scrolls to the element a `#hash` names, waiting for it to render; answers a cancel function. */
export function scrollToAnchor(hash: string): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const deadline = performance.now() + ANCHOR_WAIT_MS;
  let frame = 0;
  const attempt = () => {
    const target = document.getElementById(id);
    if (target) target.scrollIntoView({ block: 'start' });
    else if (performance.now() < deadline) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

/**
 * On every navigation: scroll to the `#anchor` or to the top; navigating to the current URL refetches
 * the page's data (every query but the shell's).
 */
export function useNavigationEffects(): void {
  const location = useLocation();
  const queryClient = useQueryClient();
  const previous = useRef<AppLocation | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (before && before.key !== location.key && sameUrl(before, location)) {
      void queryClient.invalidateQueries({ predicate: (query) => !isShellQuery(query.meta) });
    }
    if (location.hash) return scrollToAnchor(location.hash);
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return undefined;
  }, [location, queryClient]);
}
