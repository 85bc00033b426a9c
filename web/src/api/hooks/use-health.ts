import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { getHealth } from '../system-api';

/** `GET /api/health`. */
export function useHealth() {
  const { http } = useServices();
  return useQuery({ queryKey: ['health'], queryFn: () => getHealth(http), staleTime: 0 });
}
