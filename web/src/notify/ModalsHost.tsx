import { lazy, Suspense, useCallback, useEffect, useState } from 'react';

// Every event `modals.*` of @mantine/modals sends (its provider listens for them on window).
const EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

const ModalsProvider = lazy(() => import('./modals-provider'));

// Events sent before the provider listens, kept in order from the module's start (no effect order to rely
// on), and the host's wish to load the provider.
const pending: CustomEvent[] = [];
let listening = false;
let wanted: (() => void) | null = null;

if (typeof window !== 'undefined') {
  for (const type of EVENTS) {
    window.addEventListener(type, (event) => {
      if (listening) return;
      pending.push(new CustomEvent(type, { detail: (event as CustomEvent).detail }));
      wanted?.();
    });
  }
}

function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return null;
}

/**
 * Mantine's modals provider, loaded with the first dialog instead of on every first view: `modals.open` and
 * the rest only send window events, which are kept until the provider listens and then sent again.
 */
export function ModalsHost() {
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    wanted = () => setLoading(true);
    if (pending.length > 0) setLoading(true);
    return () => {
      wanted = null;
    };
  }, []);
  // Runs after the provider's own (layout) effect has added its listeners.
  const replay = useCallback(() => {
    listening = true;
    for (const event of pending.splice(0)) window.dispatchEvent(event);
  }, []);
  if (!loading) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider />
      <Mounted onMounted={replay} />
    </Suspense>
  );
}
