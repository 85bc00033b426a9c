import type { Language, WebConfig } from '@bulten/core';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { HttpClient } from '../api/http';
import type { LiveEvents } from '../live/live-events';
import type { Session } from '../session/session';

/** Everything the screens share: runtime config, language, storage, HTTP client, session, live stream. */
export interface AppServices {
  config: WebConfig;
  language: Language;
  storage: Storage;
  http: HttpClient;
  session: Session;
  live: LiveEvents;
  queryClient: QueryClient;
}

/** Context carrying the app's services. */
export const ServicesContext = createContext<AppServices | null>(null);

/** The app's services (inside `<App>`). */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside <App>');
  return services;
}
