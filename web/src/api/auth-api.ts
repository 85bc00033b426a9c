import {
  type LoginRequest,
  type LoginResponse,
  loginResponseSchema,
  type OAuthTokenRequest,
  type OkResponse,
  type OtpRequest,
  type OwnUser,
  okResponseSchema,
  ownUserSchema,
  type TokenResponse,
  tokenResponseSchema,
  type UserApp,
  userAppSchema,
} from '@bulten/core';
import type { HttpClient } from './http';

const SIGN_IN = 'Authentication/KullaniciGiris';

/** KullaniciGirisYap: password sign-in (no token sent). */
export function login(http: HttpClient, body: LoginRequest): Promise<LoginResponse> {
  return http.post(`${SIGN_IN}/KullaniciGirisYap`, body, loginResponseSchema, { token: null });
}

/** OtpKontrol: the SMS code step (no token sent). */
export function verifyOtp(http: HttpClient, body: OtpRequest): Promise<LoginResponse> {
  return http.post(`${SIGN_IN}/OtpKontrol`, body, loginResponseSchema, { token: null });
}

/** OAuthToken: trades the one-time auth token for the online-bulletin token. */
export function exchangeOAuthToken(http: HttpClient, body: OAuthTokenRequest): Promise<TokenResponse> {
  return http.post(`${SIGN_IN}/OAuthToken`, body, tokenResponseSchema, { token: null });
}

/** StatuDegistir (status type 1) with the online-bulletin token: answers the default token. */
export function changeStatus(http: HttpClient, onlineToken: string): Promise<TokenResponse> {
  const body = {
    IsletmeId: null,
    FirmaId: null,
    SubeId: null,
    statuTipi: 1,
    key: null,
    isletmeUrlOnEk: null,
  };
  return http.post(`${SIGN_IN}/StatuDegistir`, body, tokenResponseSchema, { token: onlineToken });
}

/** Logout: revokes the session of the given default token on the server. */
export function logout(http: HttpClient, token: string): Promise<OkResponse> {
  return http.post(`${SIGN_IN}/Logout`, {}, okResponseSchema, { token });
}

/** GetOwnUser: the signed-in person's user object. */
export function getOwnUser(http: HttpClient, token?: string): Promise<OwnUser> {
  return http.get('General/Kullanici/GetOwnUser', ownUserSchema, token === undefined ? {} : { token });
}

/** GetUserApp: the modules the signed-in user may open (sent with the online-bulletin token). */
export function getUserApps(http: HttpClient): Promise<UserApp[]> {
  return http.get('General/UserApplication/GetUserApp', userAppSchema.array());
}
