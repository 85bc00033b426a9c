import { useEndpoint } from './use-endpoint';
import { STAFF_KEY } from './use-staff';

/** KomsuListe: every peer with how its reads go (staff). */
export function usePeerList() {
  return useEndpoint('peers.KomsuListe', [...STAFF_KEY, 'peers'], {}, { refetchInterval: 60_000 });
}

/** KomsuEslesmeler: our classes and every peer class with its mapping and suggestions (staff). */
export function usePeerMappings() {
  return useEndpoint('peers.KomsuEslesmeler', [...STAFF_KEY, 'peerMappings'], {});
}
