import { z } from 'zod';
import { selectOptionSchema } from '../contract/bulletin-catalogue.js';
import { tradeRowSchema } from '../contract/bulletin-live.js';
import {
  hallClassRowSchema,
  hallDailyCardSchema,
  hallSessionRowSchema,
  salesReportSchema,
} from '../contract/report.js';
import { API_PREFIX, bulletinPaths, endpoint, endpointArea } from './endpoint.js';
import { channelFilter, formatFilter, PUBLIC_PAST, PUBLIC_TODAY, pathDate } from './fields.js';
import { cardTradesQuery } from './market.endpoints.js';

/** Where the hall-sales report service answers. */
export const REPORT_PREFIX = `${API_PREFIX}/Rapor`;

const rangeParams = z.object({ from: pathDate, to: pathDate });

/** The exchange sales report (bulletin prefixes) and the hall-sales report service (`/api/v1/Rapor`). */
export const reportEndpoints = endpointArea('report', {
  GetBorsaSatisRaporu: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetBorsaSatisRaporu/{from}/{to}'),
    params: rangeParams,
    query: z.object({ kanal: channelFilter, format: formatFilter('csv, xlsx or pdf') }),
    response: salesReportSchema,
    files: ['csv', 'xlsx', 'pdf'],
  }),
  SalonSatisSecimler: endpoint({
    ...PUBLIC_TODAY,
    paths: [`${REPORT_PREFIX}/SalonSatisSecimler`],
    response: z.array(selectOptionSchema),
  }),
  SalonSatisSiniflar: endpoint({
    ...PUBLIC_PAST,
    paths: [`${REPORT_PREFIX}/SalonSatisSiniflar/{date}`],
    params: z.object({ date: pathDate }),
    response: z.array(hallClassRowSchema),
  }),
  SalonSatisGunluk: endpoint({
    ...PUBLIC_PAST,
    paths: [`${REPORT_PREFIX}/SalonSatisGunluk/{date}`],
    params: z.object({ date: pathDate }),
    response: z.array(hallDailyCardSchema),
  }),
  SalonSatisListesi: endpoint({
    ...PUBLIC_PAST,
    paths: [`${REPORT_PREFIX}/SalonSatisListesi/{from}/{to}`],
    params: rangeParams,
    response: z.array(hallSessionRowSchema),
  }),
  /** The same rows as the bulletin's GetOnlineKartIslem. */
  OnlineKartIslem: endpoint({
    ...PUBLIC_TODAY,
    paths: [`${REPORT_PREFIX}/OnlineKartIslem`],
    query: cardTradesQuery,
    response: z.array(tradeRowSchema),
  }),
});
