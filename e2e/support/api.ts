import {
  API_PREFIX,
  authEndpoints,
  BULLETIN_PREFIXES,
  endpointUrl,
  REPORT_PREFIX,
  registrationDeskEndpoints,
  staffEndpoints,
} from '@bulten/core';
import { inject } from 'vitest';
import { istanbulNow, istanbulToday } from './dates';
import type { E2eUser } from './fixtures';
import type { Lang } from './i18n';

/** How to call the API: in a language (default Turkish), with a token or without. */
export interface CallOptions {
  lang?: Lang;
  token?: string;
}

/**
 * Calls a path of the test server (a path of the endpoint table, or one under `/api/v1/`) and answers the
 * parsed JSON (fails on a non-2xx answer).
 */
async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  options: CallOptions,
): Promise<T> {
  const lang = options.lang ?? 'tr';
  const headers: Record<string, string> = { Lang: lang, langid: lang === 'tr' ? '1' : '2' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const url = path.startsWith('/') ? path : `${API_PREFIX}/${path}`;
  const response = await fetch(`${inject('e2e').baseUrl}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** GET `/api/v1/<path>` (a path with its query, as the page asks for it). */
export function apiGet<T>(path: string, options: CallOptions = {}): Promise<T> {
  return call<T>('GET', path, undefined, options);
}

/** POST a JSON body to `/api/v1/<path>`. */
export function apiPost<T>(path: string, body: unknown, options: CallOptions = {}): Promise<T> {
  return call<T>('POST', path, body, options);
}

/** GET on the bulletin API (`/api/v1/CMS/OnlineKullaniciBulten/<path>`) in a language; a member's with a token. */
export function bulletinApi<T>(path: string, lang: Lang, token?: string): Promise<T> {
  return apiGet<T>(`${BULLETIN_PREFIXES[0]}/${path}`, { lang, token });
}

/** GET on the hall-sales report service (`/api/v1/Rapor/<path>`) in a language. */
export function reportApi<T>(path: string, lang: Lang): Promise<T> {
  return apiGet<T>(`${REPORT_PREFIX}/${path}`, { lang });
}

/** The latest trading day of a day-bulletin endpoint (`GetGunlukBultenDetay[CH]`): today once it has trades. */
export async function latestTradingDay(endpoint: string, lang: Lang = 'tr'): Promise<string> {
  const today = await bulletinApi<{ Tarih: string; OncekiIslemGunu: string | null; Satirlar: unknown[] }>(
    `${endpoint}/${istanbulToday()}`,
    lang,
  );
  return today.Satirlar.length > 0 ? today.Tarih : (today.OncekiIslemGunu ?? today.Tarih);
}

/** The tokens of a signed-in user: the online token and the default token. */
export interface ApiTokens {
  online: string;
  default: string;
}

/** Signs a user without SMS in through the API (the same three steps as the web) and answers both tokens. */
export async function apiSignInTokens(user: E2eUser): Promise<ApiTokens> {
  const requestId = `e2e-${Date.now()}-${Math.random().toString(16).slice(2)}`;
  const login = await apiPost<{ token: string | null }>(endpointUrl(authEndpoints.KullaniciGirisYap), {
    KullaniciAdi: user.username,
    Sifre: user.password,
    Source: 'web',
    RequestId: requestId,
    UyeKodu: user.memberCode ?? null,
  });
  if (!login.token) throw new Error(`no auth token for ${user.username}`);
  const online = await apiPost<{ token: string }>(endpointUrl(authEndpoints.OAuthToken), {
    requestId,
    authToken: login.token,
    redirectUrl: '.',
  });
  const status = await apiPost<{ token: string }>(
    endpointUrl(authEndpoints.StatuDegistir),
    { statuTipi: 1 },
    { token: online.token },
  );
  return { online: online.token, default: status.token };
}

/** Signs a user without SMS in through the API and answers the default token. */
export async function apiSignIn(user: E2eUser): Promise<string> {
  return (await apiSignInTokens(user)).default;
}

/** Sets the ticker (staff API) with an admin's token. */
export function setTicker(token: string, tr: string, en: string, color: string): Promise<unknown> {
  return apiPost(
    endpointUrl(staffEndpoints.KayanYaziSet),
    { MetinTr: tr, MetinEn: en, RenkKodu: color },
    { token },
  );
}

/** What the staff API answers for a registration. */
export interface StaffResult {
  Sonuc: string;
  Tescil: { TescilNo: string; IslemTarih: string };
}

/**
 * Registers a crop trade through the staff API (`POST /api/v1/Tescil/Create`), now or at an Istanbul time
 * (`YYYY-MM-DD HH:mm`: a late registration on an earlier day).
 */
export function registerTrade(
  token: string,
  no: string,
  price = '21.1234',
  at = istanbulNow(),
): Promise<StaffResult> {
  const trade = {
    TescilNo: no,
    IslemZamani: at,
    UrunKodu: '010101',
    Miktar: '1234.5',
    BirimFiyat: price,
    Kanal: 'SERBEST',
    Il: 'KONYA',
    Ilce: 'MERKEZ',
  };
  return apiPost<StaffResult>(endpointUrl(registrationDeskEndpoints.TescilCreate), trade, { token });
}

/** Corrects a registration through the staff API (`POST /api/v1/Tescil/Correct/{no}`) to these fields. */
export function correctTrade(
  token: string,
  no: string,
  fields: Record<string, string>,
): Promise<StaffResult> {
  return apiPost<StaffResult>(endpointUrl(registrationDeskEndpoints.TescilCorrect, { no }), fields, {
    token,
  });
}

/** The trading day before today (its session closed: its figures are final), from the day bulletin. */
export async function previousTradingDay(): Promise<string> {
  const today = await bulletinApi<{ OncekiIslemGunu: string | null }>(
    `GetGunlukBultenDetay/${istanbulToday()}`,
    'tr',
  );
  if (!today.OncekiIslemGunu) throw new Error('the demo has no trading day before today');
  return today.OncekiIslemGunu;
}

/** Cancels a registration through the staff API (the e2e trades do not stay in the shared data). */
export function cancelTrade(token: string, no: string): Promise<StaffResult> {
  return apiPost<StaffResult>(
    endpointUrl(registrationDeskEndpoints.TescilCancel, { no }),
    { reason: 'e2e cleanup' },
    { token },
  );
}
