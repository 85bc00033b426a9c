import {
  type KvkkCheck,
  type KvkkConsent,
  type KvkkConsentRequest,
  type KvkkText,
  kvkkEndpoints,
} from '@bulten/core';
import type { HttpClient } from './http';

/** OnaysizKontrol: `sonuc` 1 when the person approved the current KVKK text. */
export function checkKvkk(http: HttpClient, userId: number): Promise<KvkkCheck> {
  return http.call(kvkkEndpoints.OnaysizKontrol, { params: { userId } });
}

/** GetLastKvkk: the KVKK texts, newest first, in the request language. */
export function getLastKvkk(http: HttpClient): Promise<KvkkText[]> {
  return http.call(kvkkEndpoints.GetLastKvkk);
}

/** Create: the person approves a KVKK text. */
export function approveKvkk(http: HttpClient, body: KvkkConsentRequest): Promise<KvkkConsent> {
  return http.call(kvkkEndpoints.Create, { body });
}
