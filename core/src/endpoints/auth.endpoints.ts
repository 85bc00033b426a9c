import { z } from 'zod';
import {
  loginRequestSchema,
  loginResponseSchema,
  oauthTokenRequestSchema,
  okResponseSchema,
  otpRequestSchema,
  ownUserSchema,
  ownUserUpdateSchema,
  resetPasswordRequestSchema,
  statusChangeRequestSchema,
  tokenResponseSchema,
  userAppSchema,
} from '../contract/auth.js';
import { PEOPLE } from './access.js';
import { API_PREFIX, endpoint, endpointArea } from './endpoint.js';

/** Prefix of the sign-in endpoints. */
export const AUTH_PREFIX = `${API_PREFIX}/Authentication/KullaniciGiris`;

const resetSmsQuery = z.object({ userName: z.string().min(1).max(100) });
const resetSms = {
  paths: [`${AUTH_PREFIX}/ResetSmsMobil`],
  query: resetSmsQuery,
  response: okResponseSchema,
  access: 'public',
} as const;

/** Sign-in flow (KullaniciGirisYap → OtpKontrol → OAuthToken → StatuDegistir), logout and password reset. */
export const authEndpoints = endpointArea('auth', {
  KullaniciGirisYap: endpoint({
    method: 'POST',
    paths: [`${AUTH_PREFIX}/KullaniciGirisYap`],
    body: loginRequestSchema,
    response: loginResponseSchema,
    access: 'public',
  }),
  OtpKontrol: endpoint({
    method: 'POST',
    paths: [`${AUTH_PREFIX}/OtpKontrol`],
    body: otpRequestSchema,
    response: loginResponseSchema,
    access: 'public',
  }),
  OAuthToken: endpoint({
    method: 'POST',
    paths: [`${AUTH_PREFIX}/OAuthToken`],
    body: oauthTokenRequestSchema,
    response: tokenResponseSchema,
    access: 'public',
  }),
  /** Sent with the online-bulletin token (the default token is 401). */
  StatuDegistir: endpoint({
    method: 'POST',
    paths: [`${AUTH_PREFIX}/StatuDegistir`],
    body: statusChangeRequestSchema,
    response: tokenResponseSchema,
    access: 'signed-in',
    tokens: 'online',
  }),
  Logout: endpoint({
    method: 'POST',
    paths: [`${AUTH_PREFIX}/Logout`],
    response: okResponseSchema,
    access: 'signed-in',
  }),
  ResetSmsMobil: endpoint({ method: 'POST', ...resetSms }),
  /** The same call as a GET (older clients); not documented. */
  ResetSmsMobilGet: endpoint({ method: 'GET', ...resetSms }),
  ResetPassword: endpoint({
    method: 'POST',
    paths: [`${AUTH_PREFIX}/ResetPassword`],
    body: resetPasswordRequestSchema,
    response: okResponseSchema,
    access: 'public',
  }),
});

/** The signed-in person's own profile and modules. */
export const userEndpoints = endpointArea('user', {
  GetOwnUser: endpoint({
    method: 'GET',
    paths: [`${API_PREFIX}/General/Kullanici/GetOwnUser`],
    response: ownUserSchema,
    access: 'signed-in',
  }),
  /** The service account cannot change itself (its credentials are the site's configuration). */
  Update: endpoint({
    method: 'POST',
    paths: [`${API_PREFIX}/General/Kullanici/Update`],
    body: ownUserUpdateSchema,
    response: ownUserSchema,
    access: PEOPLE,
  }),
  /** Sent with the online-bulletin token by the web; the default token works too. */
  GetUserApp: endpoint({
    method: 'GET',
    paths: [`${API_PREFIX}/General/UserApplication/GetUserApp`],
    response: z.array(userAppSchema),
    access: 'signed-in',
  }),
});
