import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { useServices } from '../../app/services';
import { signInErrorText } from '../../notify/error-text';
import { confirmStaffSmsCode, NOT_STAFF, type StaffSignInStep, startStaffSignIn } from './staff-sign-in';

type OtpStep = Extract<StaffSignInStep, { kind: 'otp' }>;

function SmsStep({
  otp,
  busy,
  onCode,
  onBack,
}: {
  otp: OtpStep;
  busy: boolean;
  onCode: (c: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCode(code);
  };
  return (
    <form onSubmit={submit} aria-label={t('staff.signIn.smsForm')}>
      <Stack gap="sm">
        <Text role="status">
          {otp.phoneHint ? t('signIn.smsSentTo', { phone: otp.phoneHint }) : t('signIn.smsSent')}
        </Text>
        <TextInput
          label={t('signIn.smsCode')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          data-autofocus
        />
        <Group>
          <Button type="submit" loading={busy}>
            {t('signIn.verify')}
          </Button>
          <Button variant="subtle" onClick={onBack} disabled={busy}>
            {t('signIn.back')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The console's sign-in: staff user name and password, then the SMS code when the user has one. */
export function StaffSignIn({ expired }: { expired: boolean }) {
  const { t } = useTranslation();
  const services = useServices();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [otp, setOtp] = useState<OtpStep | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function run(step: () => Promise<StaffSignInStep>) {
    setBusy(true);
    setProblem(null);
    try {
      const next = await step();
      if (next.kind === 'otp') setOtp(next);
    } catch (error) {
      setOtp(null);
      // A member's name and password are refused here (members sign in with their member code): say why.
      const code = error instanceof ApiError ? error.code : '';
      if (code === NOT_STAFF) setProblem(t('staff.signIn.notStaff'));
      else if (code === 'BAD_CREDENTIALS')
        setProblem(`${signInErrorText(t, error)} ${t('staff.signIn.notStaff')}`);
      else setProblem(signInErrorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => startStaffSignIn(services, username, password));
  };

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
          <SmsStep
            otp={otp}
            busy={busy}
            onCode={(code) => void run(() => confirmStaffSmsCode(services, otp.requestId, code))}
            onBack={() => setOtp(null)}
          />
        ) : (
          <form onSubmit={submit} aria-label={t('staff.signIn.form')}>
            <Stack gap="sm">
              <TextInput
                label={t('staff.signIn.username')}
                value={username}
                onChange={(e) => setUsername(e.currentTarget.value)}
                autoComplete="username"
                required
              />
              <PasswordInput
                label={t('staff.signIn.password')}
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                autoComplete="current-password"
                required
              />
              <Button type="submit" loading={busy}>
                {t('staff.signIn.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </Stack>
  );
}
