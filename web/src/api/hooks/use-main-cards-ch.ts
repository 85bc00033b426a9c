import { useServices } from '../../app/services';
import { LIVE_REQUEST, useEndpoint } from './use-endpoint';
import { MAIN_CARDS_KEY } from './use-main-cards';

/** GetOnlineBultenAnaKartCH: a card per live-animal group and class. */
export function useMainCardsCh() {
  const { language } = useServices();
  const key = [...MAIN_CARDS_KEY, 'live-animals', language];
  return useEndpoint('market.GetOnlineBultenAnaKartCH', key, {}, { call: LIVE_REQUEST });
}
