import type { AuditQuery, ProductRow, RegistrationListQuery } from '@bulten/core';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { LIVE_REQUEST, useEndpoint } from './use-endpoint';

/** Query keys of the staff console (every staff write invalidates `STAFF_KEY`). */
export const STAFF_KEY = ['staff'] as const;

type Filter<Q> = { [K in keyof Q]?: Q[K] | undefined };

/** TescilList: a page of registrations with their versions. */
export function useRegistrationList(query: Filter<RegistrationListQuery>) {
  const key = [...STAFF_KEY, 'registrations', query];
  return useEndpoint('registrationDesk.TescilList', key, { query }, { keepPrevious: true });
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
          http.call('catalogue.GetBultenGrupSinifUrunSelect', { params: { groupId: g.GrupId } }),
        ),
      );
      return classes.flat().flatMap((c) => c.Urunler);
    },
    staleTime: 10 * 60_000,
  });
}

/** KayanYaziGet: the ticker settings (both languages and colour). */
export function useTickerSettings() {
  return useEndpoint('staff.KayanYaziGet', [...STAFF_KEY, 'ticker'], {});
}

/** AuditLog: a page of the audit log, newest first. */
export function useAuditLog(query: Filter<AuditQuery>) {
  return useEndpoint('staff.AuditLog', [...STAFF_KEY, 'audit', query], { query }, { keepPrevious: true });
}

/** KvkkVersions: every KVKK text with its approval count. */
export function useKvkkVersions() {
  return useEndpoint('staffDesk.KvkkVersions', [...STAFF_KEY, 'kvkk'], {});
}

/** KullaniciList: every user. */
export function useUserList() {
  return useEndpoint('staff.KullaniciList', [...STAFF_KEY, 'users'], {});
}

/** GetModulOptions: every module option (the content screen edits them). */
export function useStaffModuleOptions() {
  return useEndpoint('cms.GetModulOptions', [...STAFF_KEY, 'moduleOptions'], {}, { call: LIVE_REQUEST });
}

/** GaleriGetAllWithFilterInfo: a page of gallery items, published or not. */
export function useGalleryAdmin(page: number) {
  const request = { body: { Page: page, PageSize: 20 } };
  return useEndpoint('cms.GaleriGetAllWithFilterInfo', [...STAFF_KEY, 'gallery', page], request);
}

/** KatalogAdlari: every catalogue node with its full and short names (data staff edit the short ones). */
export function useCatalogueNames() {
  return useEndpoint('catalogueNames.KatalogAdlari', [...STAFF_KEY, 'catalogueNames'], {});
}
