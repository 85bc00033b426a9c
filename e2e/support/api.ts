import { authEndpoints, endpointUrl, staffEndpoints } from '@bulten/core';
import { inject } from 'vitest';
import type { E2eUser } from './fixtures';

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Lang: 'tr', langid: '1' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${inject('e2e').baseUrl}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs a user without SMS in through the API (the same three steps as the web) and answers the default token. */
export async function apiSignIn(user: E2eUser): Promise<string> {
  const requestId = `e2e-${Date.now()}-${Math.random().toString(16).slice(2)}`;
  const login = await post<{ token: string | null }>(endpointUrl(authEndpoints.KullaniciGirisYap), {
    KullaniciAdi: user.username,
    Sifre: user.password,
    Source: 'web',
    RequestId: requestId,
    UyeKodu: user.memberCode ?? null,
  });
  if (!login.token) throw new Error(`no auth token for ${user.username}`);
  const online = await post<{ token: string }>(endpointUrl(authEndpoints.OAuthToken), {
    requestId,
    authToken: login.token,
    redirectUrl: '.',
  });
  const status = await post<{ token: string }>(
    endpointUrl(authEndpoints.StatuDegistir),
    { statuTipi: 1 },
    online.token,
  );
  return status.token;
}

/** Sets the ticker (staff API) with an admin's token. */
export function setTicker(token: string, tr: string, en: string, color: string): Promise<unknown> {
  return post(endpointUrl(staffEndpoints.KayanYaziSet), { MetinTr: tr, MetinEn: en, RenkKodu: color }, token);
}
