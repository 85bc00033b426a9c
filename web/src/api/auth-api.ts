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
import { ENDPOINT_PATHS, endpointUrl } from '@bulten/core/plain';
import { LOGIN_RESPONSE_RULES, shapeSchema, TOKEN_RESPONSE_RULES } from '../session/shape';
import type { HttpClient } from './http';

// The service sign-in (KullaniciGirisYap → OAuthToken → StatuDegistir) runs right after a page's first render:
// its answers are read by light shape checks, held equal to the contract's schemas (`session/shape.test.ts`),
// so that a server-rendered page is taken over and signed in without loading the contract (zod).
const LOGIN_ANSWER = shapeSchema(LOGIN_RESPONSE_RULES);
const TOKEN_ANSWER = shapeSchema(TOKEN_RESPONSE_RULES);

/** KullaniciGirisYap: password sign-in (no token sent). */
export function login(http: HttpClient, body: LoginRequest): Promise<LoginResponse> {
  return http.post(endpointUrl(ENDPOINT_PATHS['auth.KullaniciGirisYap']), body, LOGIN_ANSWER, {
    token: null,
  });
}

/** OtpKontrol: the SMS code step (no token sent). */
export function verifyOtp(http: HttpClient, body: OtpRequest): Promise<LoginResponse> {
  return http.call('auth.OtpKontrol', { body }, { token: null });
}

/** OAuthToken: trades the one-time auth token for the online-bulletin token. */
export function exchangeOAuthToken(http: HttpClient, body: OAuthTokenRequest): Promise<TokenResponse> {
  return http.post(endpointUrl(ENDPOINT_PATHS['auth.OAuthToken']), body, TOKEN_ANSWER, { token: null });
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
  return http.post(endpointUrl(ENDPOINT_PATHS['auth.StatuDegistir']), body, TOKEN_ANSWER, {
    token: onlineToken,
  });
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
