import { Alert, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useServices } from '../../app/services';
import { SubmitForm } from '../../components/SubmitForm';
import { PasswordFields } from '../../components/sign-in/PasswordFields';
import { SmsCodeForm } from '../../components/sign-in/SmsCodeForm';
import { useTranslation } from '../../i18n/react';
import { signInErrorText } from '../../notify/error-text';
import { confirmStaffSmsCode, NOT_STAFF, type StaffSignInStep, startStaffSignIn } from './staff-sign-in';
import { useStaffAction } from './use-staff-action';

type OtpStep = Extract<StaffSignInStep, { kind: 'otp' }>;

/** The console's sign-in: staff user name and password, then the SMS code when the user has one. */
export function StaffSignIn({ expired }: { expired: boolean }) {
  const { t } = useTranslation();
  const services = useServices();
  const [login, setLogin] = useState({ username: '', password: '' });
  const [otp, setOtp] = useState<OtpStep | null>(null);
  // A member's name and password are refused here (members sign in with their member code): say why.
  const { busy, problem, run } = useStaffAction((error) => {
    const code = error instanceof ApiError ? error.code : '';
    // A member's right name and password, without the member code the console never asks for.
    if (code === NOT_STAFF || code === 'MEMBER_CODE_REQUIRED') return t('staff.signIn.notStaff');
    if (code === 'BAD_CREDENTIALS') return `${signInErrorText(t, error)} ${t('staff.signIn.notStaff')}`;
    return signInErrorText(t, error);
  });

  const step = (next: () => Promise<StaffSignInStep>) =>
    void run(async () => {
      try {
        const reached = await next();
        if (reached.kind === 'otp') setOtp(reached);
      } catch (error) {
        setOtp(null);
        throw error;
      }
    });

  return (
    <Stack gap="md" maw={420} mx="auto" py="xl" px="md">
      <Title order={1}>{t('staff.signIn.title')}</Title>
      {expired && (
        <Alert color="yellow" role="status">
          {t('staff.signIn.expired')}
        </Alert>
      )}
      {problem && (
        <Alert color="red" role="alert" title={t('staff.signIn.refused')}>
          {problem}
        </Alert>
      )}
      <Paper withBorder p="md">
        {otp ? (
          <SmsCodeForm
            label={t('staff.signIn.smsForm')}
            phoneHint={otp.phoneHint}
            busy={busy}
            onSubmit={(code) => step(() => confirmStaffSmsCode(services, otp.requestId, code))}
            onBack={() => setOtp(null)}
          />
        ) : (
          <SubmitForm
            label={t('staff.signIn.form')}
            busy={busy}
            submitLabel={t('staff.signIn.submit')}
            onSubmit={() => step(() => startStaffSignIn(services, login.username, login.password))}
          >
            <PasswordFields
              labels={{ username: t('staff.signIn.username'), password: t('staff.signIn.password') }}
              value={login}
              onChange={setLogin}
            />
          </SubmitForm>
        )}
      </Paper>
    </Stack>
  );
}
