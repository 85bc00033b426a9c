import type { OwnUser } from '@bulten/core';
import { getOwnUser, login, verifyOtp } from '../../api/auth-api';
import type { AppServices } from '../../app/services';
import { exchangeForTokens, newRequestId, requireAuthToken } from '../../session/sign-in';
import { writeUser } from '../../session/storage';

/** What a person types on the sign-in page (staff leave the member code empty). */
export interface Credentials {
  memberCode: string;
  username: string;
  password: string;
}

/** Where a sign-in stands: done (user stored), or waiting for the SMS code. */
export type SignInStep =
  | { kind: 'done'; user: OwnUser }
  | { kind: 'otp'; requestId: string; phoneHint: string | null };

type Services = Pick<AppServices, 'http' | 'session' | 'storage'>;

async function finishSignIn(services: Services, requestId: string, authToken: string): Promise<SignInStep> {
  const tokens = await exchangeForTokens(services.http, requestId, authToken);
  const user = await getOwnUser(services.http, tokens.defaultToken);
  writeUser(services.storage, user);
  services.session.store(tokens);
  return { kind: 'done', user };
}

/** KullaniciGirisYap with the person's credentials; then the SMS step, or the tokens and user object. */
export async function startSignIn(services: Services, credentials: Credentials): Promise<SignInStep> {
  const requestId = newRequestId();
  const answer = await login(services.http, {
    KullaniciAdi: credentials.username.trim(),
    Sifre: credentials.password,
    Source: 'web',
    RequestId: requestId,
    UyeKodu: credentials.memberCode.trim() || null,
  });
  if (!answer.token && answer.otpRequired) {
    return { kind: 'otp', requestId: answer.requestId || requestId, phoneHint: answer.phoneHint };
  }
  return finishSignIn(services, requestId, requireAuthToken(answer));
}

/** OtpKontrol with the SMS code, then the tokens and user object. */
export async function confirmSmsCode(
  services: Services,
  requestId: string,
  code: string,
): Promise<SignInStep> {
  const answer = await verifyOtp(services.http, { requestId, code: code.trim() });
  return finishSignIn(services, requestId, requireAuthToken(answer));
}
