import { ApiError } from '../../api/api-error';
import { logout } from '../../api/auth-api';
import {
  confirmSignInCode,
  type FinishSignIn,
  finishSignIn,
  type SignInServices,
  type SignInStep,
  startPasswordSignIn,
} from '../../session/password-sign-in';
import { decodeDefaultClaims } from '../../session/tokens';
import { staffRoleOf } from './staff-roles';

/** Code of the refusal of a member or the service account at the console's sign-in. */
export const NOT_STAFF = 'NOT_STAFF';

/** Where a staff sign-in stands: done, or waiting for the SMS code. */
export type StaffSignInStep = SignInStep;

// The tokens are kept only for staff: a member's or the service account's are revoked at once.
const finishing =
  (services: SignInServices): FinishSignIn =>
  (requestId, authToken) =>
    finishSignIn(services, requestId, authToken, async (defaultToken) => {
      if (staffRoleOf(decodeDefaultClaims(defaultToken)) !== null) return;
      await logout(services.http, defaultToken).catch(() => undefined);
      throw new ApiError(403, NOT_STAFF, '');
    });

/** KullaniciGirisYap with a staff user's name and password; then the SMS step or the session. */
export function startStaffSignIn(
  services: SignInServices,
  username: string,
  password: string,
): Promise<StaffSignInStep> {
  return startPasswordSignIn(services, { memberCode: null, username, password }, finishing(services));
}

/** OtpKontrol with the SMS code, then the session. */
export function confirmStaffSmsCode(
  services: SignInServices,
  requestId: string,
  code: string,
): Promise<StaffSignInStep> {
  return confirmSignInCode(services, requestId, code, finishing(services));
}
