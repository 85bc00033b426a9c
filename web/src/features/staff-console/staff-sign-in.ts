import { ApiError } from '../../api/api-error';
import { logout } from '../../api/auth-api';
import { passwordSignIn, type SignInServices, type SignInStep } from '../../session/password-sign-in';
import { decodeDefaultClaims } from '../../session/tokens';
import { staffRoleOf } from './staff-roles';

/** Code of the refusal of a member or the service account at the console's sign-in. */
export const NOT_STAFF = 'NOT_STAFF';

/** Where a staff sign-in stands: done, or waiting for the SMS code. */
export type StaffSignInStep = SignInStep;

// The tokens are kept only for staff: a member's or the service account's are revoked at once.
const staffSignIn = (services: SignInServices) =>
  passwordSignIn(services, async (defaultToken) => {
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
  return staffSignIn(services).start({ memberCode: null, username, password });
}

/** OtpKontrol with the SMS code, then the session. */
export function confirmStaffSmsCode(
  services: SignInServices,
  requestId: string,
  code: string,
): Promise<StaffSignInStep> {
  return staffSignIn(services).confirm(requestId, code);
}
