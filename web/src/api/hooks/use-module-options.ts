import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { getModuleOptions } from '../cms-api';
import { SHELL_QUERY } from './query-meta';

/** GetModulOptions: every module option (e.g. `intro.enabled`). */
export function useModuleOptions() {
  const { http } = useServices();
  return useQuery({
    queryKey: ['cms', 'moduleOptions'],
    queryFn: () => getModuleOptions(http),
    staleTime: 5 * 60_000,
    meta: SHELL_QUERY,
  });
}
