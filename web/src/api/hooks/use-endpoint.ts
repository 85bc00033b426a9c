import type { EndpointAnswer, EndpointRequest } from '@bulten/core';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import type { CallArguments, CallOptions, EndpointName, NamedEndpoint } from '../http';

/**
 * Request options of live data: revalidate (ETag, usually a 304) past the browser cache, whose short
 * max-age would otherwise answer the refetch after a live event with the old body.
 */
export const LIVE_REQUEST = { cache: 'no-cache' } as const;

/** How one endpoint's query runs, besides its key and its request. */
export interface EndpointQueryOptions<T> {
  /** Keep showing the previous key's answer while the next one loads (filters, pages, date ranges). */
  keepPrevious?: boolean;
  /** False skips the call (the request may then hold placeholders). */
  enabled?: boolean;
  /** Options of the call, e.g. `LIVE_REQUEST` (the query's abort signal is added). */
  call?: Omit<CallOptions, 'signal'>;
  staleTime?: number;
  refetchInterval?: number;
  /** E.g. `SHELL_QUERY`. */
  meta?: Record<string, unknown>;
  /** Keeps a part of the answer (keep it stable). */
  select?: (answer: T) => T;
}

/**
 * The query of one endpoint of core's table, called by its name (`area.Key`: the first view needs no zod):
 * its answer, parsed with the endpoint's response schema, under `queryKey`. Every query hook of an endpoint
 * is this with its key, request and options.
 */
export function useEndpoint<N extends EndpointName>(
  name: N,
  queryKey: QueryKey,
  request: EndpointRequest<NamedEndpoint<N>>,
  options: EndpointQueryOptions<EndpointAnswer<NamedEndpoint<N>>> = {},
) {
  const { http } = useServices();
  const { keepPrevious, call, ...rest } = options;
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      http.call(name, ...([request, { ...call, signal }] as CallArguments<NamedEndpoint<N>>)),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...rest,
  });
}
