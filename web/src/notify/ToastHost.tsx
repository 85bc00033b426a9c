import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const ToastsView = lazy(() => import('./toasts-view'));

/**
 * Mantine's notifications, loaded with the first toast instead of on every first view: `toast()` only writes
 * the notifications store, which the view shows once loaded.
 */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastsView />
    </Suspense>
  );
}
