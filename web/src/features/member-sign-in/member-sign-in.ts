import { passwordSignIn, type SignInServices, type SignInStep } from '../../session/password-sign-in';

export type { SignInStep };

/** What a person types on the sign-in page (staff leave the member code empty). */
export interface Credentials {
  memberCode: string;
  username: string;
  password: string;
}

/** KullaniciGirisYap with the person's credentials; then the SMS step, or the tokens and user object. */
export function startSignIn(services: SignInServices, credentials: Credentials): Promise<SignInStep> {
  return passwordSignIn(services).start(credentials);
}

/** OtpKontrol with the SMS code, then the tokens and user object. */
export function confirmSmsCode(
  services: SignInServices,
  requestId: string,
  code: string,
): Promise<SignInStep> {
  return passwordSignIn(services).confirm(requestId, code);
}
