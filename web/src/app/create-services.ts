import type { Language, WebConfig } from '@bulten/core';
import { WEB_CONFIG_PATH } from '@bulten/core/plain';
import { QueryClient } from '@tanstack/react-query';
import { ApiError, isServerAnswer, isServerUnavailable } from '../api/api-error';
import { createHttpClient, type HttpClient, loadContract, type TokenProvider } from '../api/http';
import { appI18n } from '../i18n/i18n';
import { createLiveEvents } from '../live/live-events';
import { signInErrorText } from '../notify/error-text';
import { toast } from '../notify/toast';
import { createSession } from '../session/session';
import type { AppServices } from './services';

/** Fetches and checks the runtime configuration (`/config.json`). */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<WebConfig> {
  // The contract (to check the answer) loads beside the request.
  const contract = loadContract();
  const url = WEB_CONFIG_PATH;
  const response = await fetchImpl(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const { systemEndpoints } = await contract;
  return systemEndpoints.WebConfig.response.parse(await response.json());
}

function shouldRetry(failures: number, error: unknown): boolean {
  const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return failures < 1 && !clientError;
}

/** What the server renderer changes: its API calls answered in-process, anonymous (public reads need no token). */
export interface ServiceOptions {
  fetchImpl?: typeof fetch;
  tokens?: TokenProvider;
}

/** Wires the services: session and HTTP client (each needs the other), live stream, query cache. */
export function createServices(
  config: WebConfig,
  language: Language,
  storage: Storage,
  options: ServiceOptions = {},
): AppServices {
  let http: HttpClient | null = null;
  const session = createSession({
    storage,
    http: () => http!,
    serviceAccount: config.serviceAccount,
    onSignInError: (error) => {
      // A refused sign-in clears all local storage and shows why (the server's message). A request that
      // never completed (offline, or the page being left mid-sign-in) is no refusal: storage stays. Nor is a
      // database that cannot take the sign-in's write (503): public pages go on reading without a token.
      if (isServerUnavailable(error)) return;
      if (isServerAnswer(error)) session.reset();
      toast('error', signInErrorText(appI18n.t, error));
    },
    onPersonSessionEnded: () => toast('info', appI18n.t('session.expired')),
  });
  http = createHttpClient({
    apiPrefix: config.apiPrefix,
    language,
    tokens: options.tokens ?? session,
    ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false } },
  });
  return {
    config,
    language,
    storage,
    http,
    session,
    live: createLiveEvents(config.liveStreamUrl),
    queryClient,
  };
}
