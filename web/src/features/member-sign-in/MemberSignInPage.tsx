import { Button, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError, isServerAnswer } from '../../api/api-error';
import { useServices } from '../../app/services';
import { PageFrame } from '../../components/PageFrame';
import { SmsCodeForm } from '../../components/sign-in/SmsCodeForm';
import { useTranslation } from '../../i18n/react';
import { signInErrorText } from '../../notify/error-text';
import { toastAfterConsent } from '../../notify/held-toasts';
import { toast } from '../../notify/toast';
import { useNavigate } from '../../routing/router';
import { logoutAndReload } from '../../session/logout';
import { readRememberedLogin, writeRememberedLogin } from '../../session/storage';
import { isPerson } from '../../session/tokens';
import { useSessionState } from '../../session/use-session';
import { type Credentials, confirmSmsCode, type SignInStep, startSignIn } from './member-sign-in';
import { SignInForm } from './SignInForm';

type OtpStep = Extract<SignInStep, { kind: 'otp' }>;

/** `uye-girisi`: member and staff sign-in with the SMS code step. */
export function MemberSignInPage() {
  const { t } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const { claims } = useSessionState();
  const [busy, setBusy] = useState(false);
  const [otp, setOtp] = useState<OtpStep | null>(null);
  const [remembered, setRemembered] = useState(() => readRememberedLogin(services.storage));
  const [pendingRemember, setPendingRemember] = useState<Credentials | null>(null);
  const [memberCodeMissing, setMemberCodeMissing] = useState(false);

  async function run(step: () => Promise<SignInStep>, remember: Credentials | null) {
    setBusy(true);
    try {
      const next = await step();
      if (next.kind === 'otp') return setOtp(next);
      writeRememberedLogin(
        services.storage,
        remember && { memberCode: remember.memberCode, username: remember.username },
      );
      toastAfterConsent('success', t('signIn.welcome', { name: next.user.AdSoyad }));
      navigate(next.user.Rol === 'member' ? '/kullanici-bulten' : '/');
    } catch (error) {
      // Not a refusal: the form asks for the member code beside its field.
      if (error instanceof ApiError && error.code === 'MEMBER_CODE_REQUIRED')
        return setMemberCodeMissing(true);
      // A refused sign-in clears all local storage, as the specification says.
      if (isServerAnswer(error)) {
        services.session.reset();
        setOtp(null);
        setRemembered(null);
      }
      toast('error', signInErrorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  function onCredentials(credentials: Credentials, remember: boolean) {
    setMemberCodeMissing(false);
    const keep = remember ? credentials : null;
    setPendingRemember(keep);
    void run(() => startSignIn(services, credentials), keep);
  }

  if (isPerson(claims) && !busy) {
    return (
      <PageFrame title={t('signIn.title')}>
        <Text>{t('signIn.alreadySignedIn')}</Text>
        <Button w="fit-content" onClick={() => void logoutAndReload(services)}>
          {t('session.logout')}
        </Button>
      </PageFrame>
    );
  }

  return (
    <PageFrame title={t('signIn.title')} description={t('signIn.description')}>
      <Paper withBorder p="md" maw={420} className="sign-in-card">
        {otp ? (
          <SmsCodeForm
            label={t('signIn.smsFormLabel')}
            phoneHint={otp.phoneHint}
            busy={busy}
            onSubmit={(code) =>
              void run(() => confirmSmsCode(services, otp.requestId, code), pendingRemember)
            }
            onBack={() => setOtp(null)}
          />
        ) : (
          <SignInForm
            key={remembered ? 'remembered' : 'blank'}
            remembered={remembered}
            busy={busy}
            onSubmit={onCredentials}
            memberCodeMissing={memberCodeMissing}
            onMemberCodeChange={() => setMemberCodeMissing(false)}
          />
        )}
      </Paper>
    </PageFrame>
  );
}
