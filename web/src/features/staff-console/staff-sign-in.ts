import type { OwnUser } from '@bulten/core';
import { ApiError } from '../../api/api-error';
import { getOwnUser, login, logout, verifyOtp } from '../../api/auth-api';
import type { AppServices } from '../../app/services';
import { exchangeForTokens, newRequestId, requireAuthToken } from '../../session/sign-in';
import { writeUser } from '../../session/storage';
import { decodeDefaultClaims } from '../../session/tokens';
import { staffRoleOf } from './staff-roles';

/** Code of the refusal of a member or the service account at the console's sign-in. */
export const NOT_STAFF = 'NOT_STAFF';

/** Where a staff sign-in stands: done, or waiting for the SMS code. */
export type StaffSignInStep =
  | { kind: 'done'; user: OwnUser }
  | { kind: 'otp'; requestId: string; phoneHint: string | null };

type Services = Pick<AppServices, 'http' | 'session' | 'storage'>;

// The tokens are kept only for staff: a member's or the service account's are revoked at once.
async function finish(services: Services, requestId: string, authToken: string): Promise<StaffSignInStep> {
  const tokens = await exchangeForTokens(services.http, requestId, authToken);
  if (staffRoleOf(decodeDefaultClaims(tokens.defaultToken)) === null) {
    await logout(services.http, tokens.defaultToken).catch(() => undefined);
    throw new ApiError(403, NOT_STAFF, '');
  }
  const user = await getOwnUser(services.http, tokens.defaultToken);
  writeUser(services.storage, user);
  services.session.store(tokens);
  return { kind: 'done', user };
}

/** KullaniciGirisYap with a staff user's name and password; then the SMS step or the session. */
export async function startStaffSignIn(
  services: Services,
  username: string,
  password: string,
): Promise<StaffSignInStep> {
  const requestId = newRequestId();
  const answer = await login(services.http, {
    KullaniciAdi: username.trim(),
    Sifre: password,
    Source: 'web',
    RequestId: requestId,
    UyeKodu: null,
  });
  if (!answer.token && answer.otpRequired) {
    return { kind: 'otp', requestId: answer.requestId || requestId, phoneHint: answer.phoneHint };
  }
  return finish(services, requestId, requireAuthToken(answer));
}

/** OtpKontrol with the SMS code, then the session. */
export async function confirmStaffSmsCode(
  services: Services,
  requestId: string,
  code: string,
): Promise<StaffSignInStep> {
  const answer = await verifyOtp(services.http, { requestId, code: code.trim() });
  return finish(services, requestId, requireAuthToken(answer));
}
