import {
  memberArrivalSchema,
  memberCommitteeSchema,
  memberDetailSchema,
  memberMonthlySalesSchema,
  memberProductTotalsSchema,
  memberRegistrationSchema,
  memberStockSchema,
} from '@bulten/core';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { getOwnUser } from '../auth-api';
import type { Schema } from '../http';
import { BULLETIN, withQuery } from './bulletin-paths';

/** Query key prefix of the member's own data (private; invalidated by live trade events). */
export const MEMBER_DATA_KEY = ['memberData'] as const;

/** GetOwnUser: the signed-in person (its `UyeId` picks the member data); `enabled` false skips it. */
export function useOwnUser(enabled: boolean) {
  const { http } = useServices();
  return useQuery({ queryKey: ['ownUser'], queryFn: () => getOwnUser(http), enabled });
}

/** Paths of the member-data lists of one member, each accepting `?format=csv|xlsx` (sales: the year of `to`). */
export const memberPaths = {
  registrations: (_memberId: number, from: string, to: string, format?: string) =>
    withQuery(`${BULLETIN}/GetTesciller/${from}/${to}`, { format }),
  purchases: (memberId: number, from: string, to: string, format?: string) =>
    withQuery(`${BULLETIN}/GetAlinanUrunMiktarDetay/${memberId}/${from}/${to}`, { format }),
  sales: (memberId: number, _from: string, to: string, format?: string) =>
    withQuery(`${BULLETIN}/GetSatilanUrun/${memberId}/${to.slice(0, 4)}`, { format }),
  stock: (memberId: number, _from: string, _to: string, format?: string) =>
    withQuery(`${BULLETIN}/GetStokListesi/${memberId}`, { format }),
  arrivals: (memberId: number, from: string, to: string, format?: string) =>
    withQuery(`${BULLETIN}/GetGelenUrunler/${memberId}`, { from, to, format }),
  committees: (memberId: number, _from: string, _to: string, format?: string) =>
    withQuery(`${BULLETIN}/GetUyeMeslekKomiteleri/${memberId}`, { format }),
} as const;

/** Which member-data list. */
export type MemberList = keyof typeof memberPaths;

const rawSchemas = {
  registrations: memberRegistrationSchema.array(),
  purchases: memberProductTotalsSchema.array(),
  sales: memberMonthlySalesSchema.array(),
  stock: memberStockSchema.array(),
  arrivals: memberArrivalSchema.array(),
  committees: memberCommitteeSchema.array(),
} as const;

/** The rows of each member-data list. */
export type MemberListData = { [K in MemberList]: ReturnType<(typeof rawSchemas)[K]['parse']> };

const schemas: { [K in MemberList]: Schema<MemberListData[K]> } = rawSchemas;

/** One member-data list of the member over a range (stock and committees ignore the range). */
export function useMemberList<L extends MemberList>(list: L, memberId: number, from: string, to: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...MEMBER_DATA_KEY, list, memberId, from, to],
    queryFn: () => http.get(memberPaths[list](memberId, from, to), schemas[list]),
  });
}

/** GetUyeBilgileriDetayli/{memberId}: contact data, committees and this year's totals. */
export function useMemberDetail(memberId: number) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...MEMBER_DATA_KEY, 'detail', memberId],
    queryFn: () => http.get(`${BULLETIN}/GetUyeBilgileriDetayli/${memberId}`, memberDetailSchema),
  });
}
