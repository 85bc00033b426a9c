import { useServices } from '../../app/services';
import { LIVE_REQUEST, useEndpoint } from './use-endpoint';

/** Query key prefix of the dashboard cards (crops and live animals; invalidated by live events). */
export const MAIN_CARDS_KEY = ['bulletin', 'main-cards'] as const;

/** GetOnlineBultenAnaKart: a card per crop group and class. */
export function useMainCards() {
  const { language } = useServices();
  const key = [...MAIN_CARDS_KEY, 'crops', language];
  return useEndpoint('market.GetOnlineBultenAnaKart', key, {}, { call: LIVE_REQUEST });
}
