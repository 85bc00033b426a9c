import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { getCmsValue } from '../cms-api';
import { SHELL_QUERY } from './query-meta';

/** GetValues/{module}/{key}: a content value with its version; `enabled` false skips the call. */
export function useCmsValue(module: string, key: string, enabled = true) {
  const { http } = useServices();
  return useQuery({
    queryKey: ['cms', 'value', module, key],
    queryFn: () => getCmsValue(http, module, key),
    enabled,
    staleTime: 5 * 60_000,
    meta: SHELL_QUERY,
  });
}
