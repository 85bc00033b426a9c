import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { getUserApps } from '../auth-api';

/** GetUserApp: the modules the signed-in user may open (online-bulletin token). */
export function useUserApps(enabled = true) {
  const { http } = useServices();
  return useQuery({ queryKey: ['userApps'], queryFn: () => getUserApps(http), enabled });
}
