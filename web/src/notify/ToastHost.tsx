import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToastAsked, toastAsked } from './toast';

const ToastsView = lazy(() => import('./toasts-view'));

/**
 * Mantine's notifications, loaded with the first toast instead of on every first view: `toast()` tells the
 * host, and writes the notifications store, which the view shows once loaded.
 */
export function ToastHost() {
  const needed = useSyncExternalStore(onToastAsked, toastAsked, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastsView />
    </Suspense>
  );
}
