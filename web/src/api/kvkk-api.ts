import {
  type KvkkCheck,
  type KvkkConsentRequest,
  type KvkkText,
  kvkkCheckSchema,
  kvkkTextSchema,
} from '@bulten/core';
import { anyBody } from './auth-api';
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
export function approveKvkk(http: HttpClient, body: KvkkConsentRequest): Promise<unknown> {
  return http.post(`${KVKK}/Create`, body, anyBody);
}
