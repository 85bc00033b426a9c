import type { KvkkCheck, KvkkConsent, KvkkConsentRequest, KvkkText } from '@bulten/core';
import type { HttpClient } from './http';

/** OnaysizKontrol: `sonuc` 1 when the person approved the current KVKK text. */
export function checkKvkk(http: HttpClient, userId: number): Promise<KvkkCheck> {
  return http.call('kvkk.OnaysizKontrol', { params: { userId } });
}

/** GetLastKvkk: the KVKK texts, newest first, in the request language. */
export function getLastKvkk(http: HttpClient): Promise<KvkkText[]> {
  return http.call('kvkk.GetLastKvkk');
}

/** Create: the person approves a KVKK text. */
export function approveKvkk(http: HttpClient, body: KvkkConsentRequest): Promise<KvkkConsent> {
  return http.call('kvkk.Create', { body });
}
