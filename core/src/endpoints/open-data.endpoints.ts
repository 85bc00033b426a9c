import { z } from 'zod';
import { basisEndpoints as basis } from './basis.endpoints.js';
import { bulletinEndpoints as bulletin } from './bulletin.endpoints.js';
import { catalogueEndpoints as catalogue } from './catalogue.endpoints.js';
import { correctionEndpoints as corrections } from './corrections.endpoints.js';
import { type AnyEndpoint, API_PREFIX, endpoint, endpointArea } from './endpoint.js';
import { PUBLIC_PAST } from './fields.js';
import { historyEndpoints as history } from './history.endpoints.js';
import { marketEndpoints as market } from './market.endpoints.js';
import { peerEndpoints as peers } from './peers.endpoints.js';
import { reportEndpoints as report } from './report.endpoints.js';

export { OPEN_DATA_FORMATS, type OpenDataFormat, openDataName, openDataUrl } from './url.js';

/**
 * Open data: every public read of the bulletin as a stable download, `/api/v1/AcikVeri/<Method>.csv` or
 * `.json`, its path parameters and query in the query string (`GetGunlukBultenDetay.csv?date=2026-11-20`).
 */
export const openDataEndpoints = endpointArea('openData', {
  AcikVeri: endpoint({
    ...PUBLIC_PAST,
    paths: [`${API_PREFIX}/AcikVeri/{file}`],
    params: z.object({
      file: z
        .string()
        .describe('A public read by its method name and a format: GetGunlukBultenDetay.csv, GetTurib….json'),
    }),
    query: z
      .looseObject({})
      .describe("The read's path parameters by name (date, itemId, from, to…) and its own query"),
    response: z.unknown(),
  }),
});

/**
 * The reads open data serves, and nothing else: the bulletin's public figures, named one by one (a read
 * joins the list on purpose, never because it is a public GET: `ResetSmsMobilGet` is one, and sends an
 * SMS). Each is a public GET with a JSON answer whose call changes no table (`open-data.sources.test.ts`
 * calls every one and compares every table before and after).
 */
export const OPEN_DATA_SOURCES: readonly AnyEndpoint[] = [
  catalogue.GetUrunGruplari,
  catalogue.GetBultenUrunGruplarGruplar,
  catalogue.GetBultenGrupSinifUrunSelect,
  catalogue.GetGrupSinifUrunSelectler,
  bulletin.GetGunlukBultenDetay,
  bulletin.GetGunlukBultenDetayCH,
  bulletin.GetBultenIslemSinifListesi,
  bulletin.GetOnlineGunlukKartlar,
  bulletin.GetGunlukBulten,
  bulletin.GetTescilGunlukBulten,
  bulletin.GetAnlikBulten,
  bulletin.GetOnlineGunlukKartlarGrup,
  bulletin.GetGelenGunlukUrunler,
  bulletin.GetGelenGunlukUrunlerToplam,
  bulletin.GetOnlineBultenTuribBulten,
  market.GetOnlineBultenAnaKart,
  market.GetOnlineBultenAnaKartCH,
  market.GetOnlineKartIslem,
  market.GetBultenKartModel,
  market.GetBultenKartModelCH,
  market.GetCanliHayvanGrup,
  market.GetOnlineBultenSonIslemler,
  market.GetOnlineBultenSonIslemlerCH,
  market.GetToplamIslemler,
  market.GetSeansDurumu,
  history.GetBultenIslemUrunListesi,
  history.GetBultenIslemUrunListesiTarihli,
  history.GetBultenIslemUrunListesiCH,
  history.GetBultenGrafikFiyatTarihli,
  history.GetBultenGrafikFiyatTarihliCH,
  history.GetBultenGrafikFiyatTarihliGecmisYillar,
  history.GetBultenGrafikFiyatTarihliGecmisYillarCH,
  history.GetBultenGecmisIslemFiyatTarihli,
  history.GetBultenGecmisIslemUrunListesi,
  history.GetUrunFiyatDetay,
  history.GetUrunFiyatDetayWithAnalizler,
  history.GetUrunAnalizDetay,
  history.GetOnlineBultenFiyatArsiv,
  history.GetOnlineBultenFiyatArsivToplam,
  report.GetBorsaSatisRaporu,
  report.SalonSatisSecimler,
  report.SalonSatisSiniflar,
  report.SalonSatisGunluk,
  report.SalonSatisListesi,
  report.OnlineKartIslem,
  basis.GetBazTablosu,
  basis.GetBazGecmisi,
  corrections.GetDuzeltmeler,
  corrections.GetKalemDuzeltmeleri,
  // Neighbouring exchanges' figures beside ours, each on its own day (never presented as ours).
  peers.GetBolgeTablosu,
  peers.GetBolgeGecmisi,
];

/** Whether an endpoint is served as open data: one of `OPEN_DATA_SOURCES`. */
export function isOpenDataSource(e: AnyEndpoint): boolean {
  return OPEN_DATA_SOURCES.includes(e);
}
