import { classWithProductsSchema, groupWithClassesSchema } from '@bulten/core';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { BULLETIN } from './bulletin-paths';

/** GetBultenUrunGruplarGruplar: every group with its classes (selector data). */
export function useGroupsWithClasses() {
  const { http } = useServices();
  return useQuery({
    queryKey: ['catalogue', 'groupsWithClasses'],
    queryFn: () => http.get(`${BULLETIN}/GetBultenUrunGruplarGruplar`, groupWithClassesSchema.array()),
    staleTime: 10 * 60_000,
  });
}

/** GetBultenGrupSinifUrunSelect/{groupId}: the classes of a group with their products (null: skipped). */
export function useClassesWithProducts(groupId: number | null) {
  const { http } = useServices();
  return useQuery({
    queryKey: ['catalogue', 'classesWithProducts', groupId],
    queryFn: () =>
      http.get(`${BULLETIN}/GetBultenGrupSinifUrunSelect/${groupId}`, classWithProductsSchema.array()),
    enabled: groupId !== null,
    staleTime: 10 * 60_000,
  });
}
