import { endpointUrl, type LotLookup, lotEndpoints, type TradeRow } from '@bulten/core';
import { apiGet, apiPost, apiSignIn, bulletinApi } from './api';
import { E2E_USERS } from './fixtures';
import type { Lang } from './i18n';

/** A recent hall lot with its check code (staff API) and what the lookup answers for it. */
export async function hallLot(lang: Lang) {
  const trades = await bulletinApi<TradeRow[]>('GetOnlineBultenSonIslemler?limit=50&kanal=SALON', lang);
  // The class with the most recent hall lots, so the comparison has other lots in it.
  const count = (klass: number) => trades.filter((t) => t.SinifId === klass).length;
  const trade = [...trades].sort((x, y) => count(y.SinifId) - count(x.SinifId))[0];
  if (!trade) throw new Error('the demo has no hall trade');
  const token = await apiSignIn(E2E_USERS.admin);
  const { KontrolKodu } = await apiGet<{ KontrolKodu: string }>(
    endpointUrl(lotEndpoints.TescilKontrolKodu, { no: trade.TescilNo }),
    { token },
  );
  const answer = await apiPost<LotLookup>(
    endpointUrl(lotEndpoints.LotSorgula),
    { TescilNo: trade.TescilNo, KontrolKodu },
    { lang },
  );
  return { no: trade.TescilNo, code: KontrolKodu, answer };
}
