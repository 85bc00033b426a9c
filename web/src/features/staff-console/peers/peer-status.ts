import type { Language, PeerStatus } from '@bulten/core';
import { formatDateTime } from '../../../format/dates';
import { formatCount, formatNumber } from '../../../format/numbers';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Why a peer is stale, in the reader's language, with what made its read fail. */
export function staleReason(t: Translate, language: Language, peer: PeerStatus): string {
  const d = peer.BayatAyrinti ?? {};
  const values: Record<string, string | number> = {
    status: d.Durum ?? '',
    field: d.Alan ?? '',
    name: d.Sinif ?? '',
    price: d.Fiyat === undefined ? '' : formatNumber(language, d.Fiyat, 4),
    ours: d.Bizim === undefined ? '' : formatNumber(language, d.Bizim, 4),
    day: d.Gun ?? '',
    bytes: d.Bayt === undefined ? '' : formatCount(language, d.Bayt),
  };
  const key = d.Bizim === undefined ? peer.BayatNedeni : `${peer.BayatNedeni}_OURS`;
  return t(`staff.peers.reasons.${key}`, values);
}

/** How a peer's reads go: never read, read at a time, or stale since a time with the reason. */
export function peerState(t: Translate, language: Language, peer: PeerStatus): string {
  const at = (iso: string | null) => (iso ? formatDateTime(language, new Date(iso)) : '–');
  if (peer.Bayat)
    return t('staff.peers.state.stale', {
      since: at(peer.BayatBaslangic),
      reason: staleReason(t, language, peer),
      next: at(peer.SonrakiDeneme),
    });
  if (peer.SonBasarili === null) return t('staff.peers.state.never');
  return t('staff.peers.state.ok', { at: at(peer.SonBasarili) });
}
