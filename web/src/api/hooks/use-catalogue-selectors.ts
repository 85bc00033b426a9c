import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';

/** GetBultenUrunGruplarGruplar: every group with its classes (selector data). */
export function useGroupsWithClasses() {
  const { http } = useServices();
  return useQuery({
    queryKey: ['catalogue', 'groupsWithClasses'],
    queryFn: () => http.call('catalogue.GetBultenUrunGruplarGruplar'),
    staleTime: 10 * 60_000,
  });
}

/** GetBultenGrupSinifUrunSelect/{groupId}: the classes of a group with their products (null: skipped). */
export function useClassesWithProducts(groupId: number | null) {
  const { http } = useServices();
  return useQuery({
    queryKey: ['catalogue', 'classesWithProducts', groupId],
    queryFn: () => http.call('catalogue.GetBultenGrupSinifUrunSelect', { params: { groupId: groupId! } }),
    enabled: groupId !== null,
    staleTime: 10 * 60_000,
  });
}
