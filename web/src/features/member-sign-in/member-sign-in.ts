import {
  confirmSignInCode,
  type FinishSignIn,
  finishSignIn,
  type SignInServices,
  type SignInStep,
  startPasswordSignIn,
} from '../../session/password-sign-in';

export type { SignInStep };

/** What a person types on the sign-in page (staff leave the member code empty). */
export interface Credentials {
  memberCode: string;
  username: string;
  password: string;
}

const finishing =
  (services: SignInServices): FinishSignIn =>
  (requestId, authToken) =>
    finishSignIn(services, requestId, authToken);

/** KullaniciGirisYap with the person's credentials; then the SMS step, or the tokens and user object. */
export function startSignIn(services: SignInServices, credentials: Credentials): Promise<SignInStep> {
  return startPasswordSignIn(services, credentials, finishing(services));
}

/** OtpKontrol with the SMS code, then the tokens and user object. */
export function confirmSmsCode(
  services: SignInServices,
  requestId: string,
  code: string,
): Promise<SignInStep> {
  return confirmSignInCode(services, requestId, code, finishing(services));
}
