import type {
  LoginRequest,
  LoginResponse,
  OAuthTokenRequest,
  OkResponse,
  OtpRequest,
  OwnUser,
  TokenResponse,
  UserApp,
} from '@bulten/core';
import type { HttpClient } from './http';

/** KullaniciGirisYap: password sign-in (no token sent). */
export function login(http: HttpClient, body: LoginRequest): Promise<LoginResponse> {
  return http.call('auth.KullaniciGirisYap', { body }, { token: null });
}

/** OtpKontrol: the SMS code step (no token sent). */
export function verifyOtp(http: HttpClient, body: OtpRequest): Promise<LoginResponse> {
  return http.call('auth.OtpKontrol', { body }, { token: null });
}

/** OAuthToken: trades the one-time auth token for the online-bulletin token. */
export function exchangeOAuthToken(http: HttpClient, body: OAuthTokenRequest): Promise<TokenResponse> {
  return http.call('auth.OAuthToken', { body }, { token: null });
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
  } as const;
  return http.call('auth.StatuDegistir', { body }, { token: onlineToken });
}

/** Logout: revokes the session of the given default token on the server. */
export function logout(http: HttpClient, token: string): Promise<OkResponse> {
  return http.call('auth.Logout', {}, { token });
}

/** GetOwnUser: the signed-in person's user object. */
export function getOwnUser(http: HttpClient, token?: string): Promise<OwnUser> {
  return http.call('user.GetOwnUser', {}, token === undefined ? {} : { token });
}

/** GetUserApp: the modules the signed-in user may open (sent with the online-bulletin token). */
export function getUserApps(http: HttpClient): Promise<UserApp[]> {
  return http.call('user.GetUserApp');
}
