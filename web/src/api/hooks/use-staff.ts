import type { AuditQuery, ProductRow, RegistrationListQuery } from '@bulten/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';

/** Query keys of the staff console (every staff write invalidates `STAFF_KEY`). */
export const STAFF_KEY = ['staff'] as const;

type Filter<Q> = { [K in keyof Q]?: Q[K] | undefined };

/** TescilList: a page of registrations with their versions. */
export function useRegistrationList(query: Filter<RegistrationListQuery>) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...STAFF_KEY, 'registrations', query],
    queryFn: () => http.call('staffDesk.TescilList', { query }),
    placeholderData: keepPreviousData,
  });
}

/** Every product of the catalogue (code, name, unit) for the registration form: groups, then each group's products. */
export function useAllProducts() {
  const { http } = useServices();
  return useQuery({
    queryKey: ['catalogue', 'allProducts'],
    queryFn: async (): Promise<ProductRow[]> => {
      const groups = await http.call('catalogue.GetBultenUrunGruplarGruplar');
      const classes = await Promise.all(
        groups.map((g) =>
          http.call('catalogue.GetBultenGrupSinifUrunSelect', {
            params: { groupId: g.GrupId },
          }),
        ),
      );
      return classes.flat().flatMap((c) => c.Urunler);
    },
    staleTime: 10 * 60_000,
  });
}

/** KayanYaziGet: the ticker settings (both languages and colour). */
export function useTickerSettings() {
  const { http } = useServices();
  return useQuery({
    queryKey: [...STAFF_KEY, 'ticker'],
    queryFn: () => http.call('staff.KayanYaziGet'),
  });
}

/** AuditLog: a page of the audit log, newest first. */
export function useAuditLog(query: Filter<AuditQuery>) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...STAFF_KEY, 'audit', query],
    queryFn: () => http.call('staff.AuditLog', { query }),
    placeholderData: keepPreviousData,
  });
}

/** KvkkVersions: every KVKK text with its approval count. */
export function useKvkkVersions() {
  const { http } = useServices();
  return useQuery({
    queryKey: [...STAFF_KEY, 'kvkk'],
    queryFn: () => http.call('staffDesk.KvkkVersions'),
  });
}

/** GetLastKvkk: the published texts in the request language, newest first (for the preview of the current one). */
export function useKvkkTexts() {
  const { http } = useServices();
  return useQuery({
    queryKey: [...STAFF_KEY, 'kvkkTexts'],
    queryFn: () => http.call('kvkk.GetLastKvkk'),
  });
}

/** KullaniciList: every user. */
export function useUserList() {
  const { http } = useServices();
  return useQuery({
    queryKey: [...STAFF_KEY, 'users'],
    queryFn: () => http.call('staff.KullaniciList'),
  });
}

/** GetModulOptions: every module option (the content screen edits them). */
export function useStaffModuleOptions() {
  const { http } = useServices();
  return useQuery({
    queryKey: [...STAFF_KEY, 'moduleOptions'],
    queryFn: () => http.call('cms.GetModulOptions', undefined, { cache: 'no-cache' }),
  });
}

/** GaleriGetAllWithFilterInfo: a page of gallery items, published or not. */
export function useGalleryAdmin(page: number) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...STAFF_KEY, 'gallery', page],
    queryFn: () => http.call('cms.GaleriGetAllWithFilterInfo', { body: { Page: page, PageSize: 20 } }),
  });
}
