import { Alert } from '@mantine/core';
import { useMutationState } from '@tanstack/react-query';
import { ALERT_CHANGE_KEY } from '../../../api/hooks/use-alerts';
import { useTranslation } from '../../../i18n/react';
import { errorText } from '../../../notify/error-text';

/** Why the latest pause, resume or delete of a listed alert was refused (e.g. resuming a twin); else nothing. */
export function AlertChangeRefusal() {
  const { t } = useTranslation();
  const states = useMutationState({ filters: { mutationKey: ALERT_CHANGE_KEY }, select: (m) => m.state });
  const latest = states.at(-1);
  if (latest?.status !== 'error') return null;
  return (
    <Alert color="red" role="alert" title={t('alerts.notChanged')}>
      {errorText(t, latest.error)}
    </Alert>
  );
}
