import { cmsEndpoints } from '@bulten/core';
import { SHELL_QUERY } from './query-meta';
import { useEndpoint } from './use-endpoint';

/** Option/GetModulOptions: every module option (e.g. `intro.enabled`). */
export function useModuleOptions() {
  return useEndpoint(
    cmsEndpoints.GetModulOptions,
    ['cms', 'moduleOptions'],
    {},
    {
      staleTime: 5 * 60_000,
      meta: SHELL_QUERY,
    },
  );
}
