import { z } from 'zod';
import {
  bulletinDetailChSchema,
  bulletinDetailSchema,
  dailyClassCardSchema,
  dayRowSchema,
} from '../contract/bulletin.js';
import { compatBulletinRowSchema, compatGroupCardRowSchema } from '../contract/bulletin-compat.js';
import { arrivalRowSchema, arrivalTotalsSchema } from '../contract/bulletin-live.js';
import { tickerColorSchema, tickerTextSchema } from '../contract/cms.js';
import { turibBulletinSchema } from '../contract/turib.js';
import { bulletinPaths, endpoint, endpointArea } from './endpoint.js';
import { channelFilter, PUBLIC_PAST, PUBLIC_TODAY, pathDate, pathId, queryDate } from './fields.js';

const dateParams = z.object({ date: pathDate });
const dayQuery = z.object({
  kanal: channelFilter,
  format: z
    .string()
    .optional()
    .describe('json (default) or pdf (the official-looking A4 bulletin); else 400 BAD_FORMAT'),
});

/** A day's bulletin: detail views, compatible rows, arrivals, TÜRİB; and the ticker. */
export const bulletinEndpoints = endpointArea('bulletin', {
  GetGunlukBultenDetay: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetGunlukBultenDetay/{date}'),
    params: dateParams,
    query: dayQuery,
    response: bulletinDetailSchema,
    files: ['pdf'],
  }),
  GetGunlukBultenDetayCH: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetGunlukBultenDetayCH/{date}'),
    params: dateParams,
    query: dayQuery,
    response: bulletinDetailChSchema,
    files: ['pdf'],
  }),
  GetBultenIslemSinifListesi: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetBultenIslemSinifListesi/{groupId}/{date}'),
    params: z.object({ groupId: pathId('Group'), date: pathDate }),
    response: z.array(dayRowSchema),
  }),
  GetOnlineGunlukKartlar: endpoint({
    ...PUBLIC_TODAY,
    paths: bulletinPaths('GetOnlineGunlukKartlar'),
    response: z.array(dailyClassCardSchema),
  }),
  GetGunlukBulten: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetGunlukBulten/{date}'),
    params: dateParams,
    response: z.array(compatBulletinRowSchema),
  }),
  GetTescilGunlukBulten: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetTescilGunlukBulten/{date}'),
    params: dateParams,
    response: z.array(compatBulletinRowSchema),
  }),
  GetAnlikBulten: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetAnlikBulten/{date}'),
    params: dateParams,
    response: z.array(compatBulletinRowSchema),
  }),
  GetOnlineGunlukKartlarGrup: endpoint({
    ...PUBLIC_TODAY,
    paths: bulletinPaths('GetOnlineGunlukKartlarGrup'),
    response: z.array(compatGroupCardRowSchema),
  }),
  GetGelenGunlukUrunler: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetGelenGunlukUrunler/{date}'),
    params: dateParams,
    response: z.array(arrivalRowSchema),
  }),
  GetGelenGunlukUrunlerToplam: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetGelenGunlukUrunlerToplam/{date}'),
    params: dateParams,
    response: z.array(arrivalTotalsSchema),
  }),
  /** Without `Tarih` the latest session. */
  GetOnlineBultenTuribBulten: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetOnlineBultenTuribBulten'),
    query: z.object({ Tarih: queryDate('Session date') }),
    response: turibBulletinSchema,
  }),
  GetKayanYazi: endpoint({
    ...PUBLIC_TODAY,
    paths: bulletinPaths('GetKayanYazi'),
    response: tickerTextSchema,
  }),
  GetKayanYaziRenkKodu: endpoint({
    ...PUBLIC_TODAY,
    paths: bulletinPaths('GetKayanYaziRenkKodu'),
    response: tickerColorSchema,
  }),
});
