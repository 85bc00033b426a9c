import { z } from 'zod';
import {
  memberArrivalSchema,
  memberCommitteeSchema,
  memberDailyTotalsSchema,
  memberDetailSchema,
  memberInfoSchema,
  memberMonthlySalesSchema,
  memberProductTotalsSchema,
  memberRegistrationSchema,
  memberStockSchema,
} from '../contract/member.js';
import { MEMBER_DATA_READERS } from './access.js';
import { bulletinPaths, endpoint, endpointArea } from './endpoint.js';
import { dateField, formatFilter, queryDate, yearField } from './fields.js';

const memberId = z.string().describe('Numeric member id');
const day = dateField(
  'YYYY-MM-DD; 400 BAD_DATE, or DATE_OUT_OF_RANGE before 1990-01-01 or over a year ahead',
);
const memberParams = z.object({ memberId });
const memberRangeParams = z.object({ memberId, from: day, to: day });
const memberDayParams = z.object({ memberId, date: day });
const format = formatFilter('csv or xlsx');
const formatQuery = z.object({ format });
const read = { method: 'GET', access: MEMBER_DATA_READERS, cache: 'private' } as const;
const file = { ...read, files: ['csv', 'xlsx'] } as const;

/** A member's own data under the bulletin prefixes: a member token reads its own member, admins any. */
export const memberEndpoints = endpointArea('member', {
  GetUyeBilgileri: endpoint({
    ...read,
    paths: bulletinPaths('GetUyeBilgileri/{memberId}'),
    params: memberParams,
    response: memberInfoSchema,
  }),
  GetUyeBilgileriDetayli: endpoint({
    ...read,
    paths: bulletinPaths('GetUyeBilgileriDetayli/{memberId}'),
    params: memberParams,
    response: memberDetailSchema,
  }),
  GetUyeMeslekKomiteleri: endpoint({
    ...file,
    paths: bulletinPaths('GetUyeMeslekKomiteleri/{memberId}'),
    params: memberParams,
    query: formatQuery,
    response: z.array(memberCommitteeSchema),
  }),
  /** `?from=&to=` (≤ 1 year), default the last 90 days. */
  GetGelenUrunler: endpoint({
    ...file,
    paths: bulletinPaths('GetGelenUrunler/{memberId}'),
    params: memberParams,
    query: z.object({ from: queryDate('First day'), to: queryDate('Last day'), format }),
    response: z.array(memberArrivalSchema),
  }),
  GetStokListesi: endpoint({
    ...file,
    paths: bulletinPaths('GetStokListesi/{memberId}'),
    params: memberParams,
    query: formatQuery,
    response: z.array(memberStockSchema),
  }),
  /** The token's member; admins `?uyeId=`, or every member's. */
  GetTesciller: endpoint({
    ...file,
    paths: bulletinPaths('GetTesciller/{from}/{to}'),
    params: z.object({ from: day, to: day }),
    query: z.object({ uyeId: z.string().optional(), format }),
    response: z.array(memberRegistrationSchema),
  }),
  GetAlinanUrunDetay: endpoint({
    ...file,
    paths: bulletinPaths('GetAlinanUrunDetay/{memberId}/{date}'),
    params: memberDayParams,
    query: formatQuery,
    response: z.array(memberRegistrationSchema),
  }),
  GetSatilanUrunDetay: endpoint({
    ...file,
    paths: bulletinPaths('GetSatilanUrunDetay/{memberId}/{date}'),
    params: memberDayParams,
    query: formatQuery,
    response: z.array(memberRegistrationSchema),
  }),
  GetSatilanUrun: endpoint({
    ...file,
    paths: bulletinPaths('GetSatilanUrun/{memberId}/{year}'),
    params: z.object({
      memberId,
      year: yearField('YYYY; 400 BAD_DATE, or DATE_OUT_OF_RANGE outside 1990 to next year'),
    }),
    query: formatQuery,
    response: z.array(memberMonthlySalesSchema),
  }),
  GetAlinanUrunMiktarDetay: endpoint({
    ...file,
    paths: bulletinPaths('GetAlinanUrunMiktarDetay/{memberId}/{from}/{to}'),
    params: memberRangeParams,
    query: formatQuery,
    response: z.array(memberProductTotalsSchema),
  }),
  GetAlinanUrunTarihliDetay: endpoint({
    ...file,
    paths: bulletinPaths('GetAlinanUrunTarihliDetay/{memberId}/{from}/{to}'),
    params: memberRangeParams,
    query: formatQuery,
    response: z.array(memberDailyTotalsSchema),
  }),
});
