import { useSyncExternalStore } from 'react';
import { useServices } from '../app/services';
import type { SessionState } from './session';

// What the server renders with (it renders anonymously); a hydrated page re-renders with the real state.
const SERVER_STATE: SessionState = { claims: null };
const serverState = () => SERVER_STATE;

/** The session state (default token claims), re-rendering on every change. */
export function useSessionState(): SessionState {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.getState, serverState);
}
