import { type EndpointAnswer, memberEndpoints } from '@bulten/core';
import { endpointUrl } from '@bulten/core/plain';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { getOwnUser } from '../auth-api';
import type { Schema } from '../http';
import { useEndpoint } from './use-endpoint';

/** Query key prefix of the member's own data (private; invalidated by live trade events). */
export const MEMBER_DATA_KEY = ['memberData'] as const;

/** GetOwnUser: the signed-in person (its `UyeId` picks the member data); `enabled` false skips it. */
export function useOwnUser(enabled: boolean) {
  const { http } = useServices();
  return useQuery({ queryKey: ['ownUser'], queryFn: () => getOwnUser(http), enabled });
}

const m = memberEndpoints;

/** The endpoint of each member-data list. */
const listEndpoints = {
  registrations: m.GetTesciller,
  purchases: m.GetAlinanUrunMiktarDetay,
  sales: m.GetSatilanUrun,
  stock: m.GetStokListesi,
  arrivals: m.GetGelenUrunler,
  committees: m.GetUyeMeslekKomiteleri,
} as const;

/** Which member-data list. */
export type MemberList = keyof typeof listEndpoints;

/** Paths of the member-data lists of one member, each accepting `?format=csv|xlsx` (sales: the year of `to`). */
export const memberPaths: {
  [K in MemberList]: (memberId: number, from: string, to: string, format?: string) => string;
} = {
  registrations: (_memberId, from, to, format) => endpointUrl(m.GetTesciller, { from, to }, { format }),
  purchases: (memberId, from, to, format) =>
    endpointUrl(m.GetAlinanUrunMiktarDetay, { memberId, from, to }, { format }),
  sales: (memberId, _from, to, format) =>
    endpointUrl(m.GetSatilanUrun, { memberId, year: to.slice(0, 4) }, { format }),
  stock: (memberId, _from, _to, format) => endpointUrl(m.GetStokListesi, { memberId }, { format }),
  arrivals: (memberId, from, to, format) =>
    endpointUrl(m.GetGelenUrunler, { memberId }, { from, to, format }),
  committees: (memberId, _from, _to, format) =>
    endpointUrl(m.GetUyeMeslekKomiteleri, { memberId }, { format }),
};

/** The rows of each member-data list. */
export type MemberListData = { [K in MemberList]: EndpointAnswer<(typeof listEndpoints)[K]> };

const listSchemas: { [K in MemberList]: Schema<MemberListData[K]> } = {
  registrations: listEndpoints.registrations.response,
  purchases: listEndpoints.purchases.response,
  sales: listEndpoints.sales.response,
  stock: listEndpoints.stock.response,
  arrivals: listEndpoints.arrivals.response,
  committees: listEndpoints.committees.response,
};

/** One member-data list of the member over a range (stock and committees ignore the range). */
export function useMemberList<L extends MemberList>(list: L, memberId: number, from: string, to: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...MEMBER_DATA_KEY, list, memberId, from, to],
    queryFn: () => http.get(memberPaths[list](memberId, from, to), listSchemas[list]),
  });
}

/** GetUyeBilgileriDetayli/{memberId}: contact data, committees and this year's totals. */
export function useMemberDetail(memberId: number) {
  return useEndpoint('member.GetUyeBilgileriDetayli', [...MEMBER_DATA_KEY, 'detail', memberId], {
    params: { memberId },
  });
}
