import type { OwnUser } from '@bulten/core';
import { getOwnUser, login, verifyOtp } from '../api/auth-api';
import type { AppServices } from '../app/services';
import { exchangeForTokens, newRequestId, requireAuthToken } from './sign-in';
import { writeUser } from './storage';

/** Where a person's sign-in stands: done (user stored), or waiting for the SMS code. */
export type SignInStep =
  | { kind: 'done'; user: OwnUser }
  | { kind: 'otp'; requestId: string; phoneHint: string | null };

/** The services a sign-in uses. */
export type SignInServices = Pick<AppServices, 'http' | 'session' | 'storage'>;

/** What a person types to sign in (`memberCode` null for staff). */
export interface PasswordCredentials {
  memberCode: string | null;
  username: string;
  password: string;
}

/** Turns the one-time auth token of a sign-in (and its request id) into the session. */
export type FinishSignIn = (requestId: string, authToken: string) => Promise<SignInStep>;

/** KullaniciGirisYap with a name and password; then the SMS step, or `finish` with the auth token. */
export async function startPasswordSignIn(
  services: SignInServices,
  credentials: PasswordCredentials,
  finish: FinishSignIn,
): Promise<SignInStep> {
  const requestId = newRequestId();
  const answer = await login(services.http, {
    KullaniciAdi: credentials.username.trim(),
    Sifre: credentials.password,
    Source: 'web',
    RequestId: requestId,
    UyeKodu: credentials.memberCode?.trim() || null,
  });
  if (!answer.token && answer.otpRequired) {
    return { kind: 'otp', requestId: answer.requestId || requestId, phoneHint: answer.phoneHint };
  }
  return finish(requestId, requireAuthToken(answer));
}

/** OtpKontrol with the SMS code, then `finish` with the auth token. */
export async function confirmSignInCode(
  services: SignInServices,
  requestId: string,
  code: string,
  finish: FinishSignIn,
): Promise<SignInStep> {
  const answer = await verifyOtp(services.http, { requestId, code: code.trim() });
  return finish(requestId, requireAuthToken(answer));
}

/** Exchanges the auth token for the session's tokens; `accept` may refuse them (and revoke them) first. */
export async function finishSignIn(
  services: SignInServices,
  requestId: string,
  authToken: string,
  accept?: (defaultToken: string) => Promise<void>,
): Promise<SignInStep> {
  const tokens = await exchangeForTokens(services.http, requestId, authToken);
  await accept?.(tokens.defaultToken);
  const user = await getOwnUser(services.http, tokens.defaultToken);
  writeUser(services.storage, user);
  services.session.store(tokens);
  return { kind: 'done', user };
}

/** A sign-in's two steps, each finished by `finishSignIn` with `accept`. */
export interface PasswordSignIn {
  start(credentials: PasswordCredentials): Promise<SignInStep>;
  confirm(requestId: string, code: string): Promise<SignInStep>;
}

/** The password sign-in and its SMS step; `accept` may refuse the tokens before they are kept. */
export function passwordSignIn(
  services: SignInServices,
  accept?: (defaultToken: string) => Promise<void>,
): PasswordSignIn {
  const finish: FinishSignIn = (requestId, authToken) => finishSignIn(services, requestId, authToken, accept);
  return {
    start: (credentials) => startPasswordSignIn(services, credentials, finish),
    confirm: (requestId, code) => confirmSignInCode(services, requestId, code, finish),
  };
}
