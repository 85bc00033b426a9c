import { useSyncExternalStore } from 'react';
import { useServices } from '../app/services';
import type { SessionState } from './session';

/** The session state (default token claims), re-rendering on every change. */
export function useSessionState(): SessionState {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.getState);
}
