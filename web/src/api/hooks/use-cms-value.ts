import { cmsEndpoints } from '@bulten/core';
import { SHELL_QUERY } from './query-meta';
import { useEndpoint } from './use-endpoint';

/** Values/GetValues/{module}/{key}: a content value with its version; `enabled` false skips the call. */
export function useCmsValue(module: string, key: string, enabled = true) {
  return useEndpoint(
    cmsEndpoints.GetValues,
    ['cms', 'value', module, key],
    { params: { module, key } },
    {
      enabled,
      staleTime: 5 * 60_000,
      meta: SHELL_QUERY,
    },
  );
}
