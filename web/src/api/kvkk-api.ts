import {
  type KvkkCheck,
  type KvkkConsent,
  type KvkkConsentRequest,
  type KvkkText,
  kvkkCheckSchema,
  kvkkConsentSchema,
  kvkkTextSchema,
} from '@bulten/core';
import type { HttpClient } from './http';

const KVKK = 'KVKK/KvkkMaster';

/** OnaysizKontrol: `sonuc` 1 when the person approved the current KVKK text. */
export function checkKvkk(http: HttpClient, userId: number): Promise<KvkkCheck> {
  return http.get(`${KVKK}/OnaysizKontrol/${userId}`, kvkkCheckSchema);
}

/** GetLastKvkk: the KVKK texts, newest first, in the request language. */
export function getLastKvkk(http: HttpClient): Promise<KvkkText[]> {
  return http.get(`${KVKK}/GetLastKvkk`, kvkkTextSchema.array());
}

/** Create: the person approves a KVKK text. */
export function approveKvkk(http: HttpClient, body: KvkkConsentRequest): Promise<KvkkConsent> {
  return http.post(`${KVKK}/Create`, body, kvkkConsentSchema);
}
