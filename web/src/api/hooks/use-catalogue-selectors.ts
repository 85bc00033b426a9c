import { useEndpoint } from './use-endpoint';

const STALE = { staleTime: 10 * 60_000 };

/** GetBultenUrunGruplarGruplar: every group with its classes (selector data). */
export function useGroupsWithClasses() {
  return useEndpoint('catalogue.GetBultenUrunGruplarGruplar', ['catalogue', 'groupsWithClasses'], {}, STALE);
}

/** GetBultenGrupSinifUrunSelect/{groupId}: the classes of a group with their products (null: skipped). */
export function useClassesWithProducts(groupId: number | null) {
  const key = ['catalogue', 'classesWithProducts', groupId];
  return useEndpoint(
    'catalogue.GetBultenGrupSinifUrunSelect',
    key,
    { params: { groupId: groupId ?? 0 } },
    {
      ...STALE,
      enabled: groupId !== null,
    },
  );
}
