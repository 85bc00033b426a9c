import { MAX_ALERTS_PER_USER } from '@bulten/core';
import { Group, List, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ALERTS_KEY, useAlerts, useInbox } from '../../../api/hooks/use-alerts';
import { useServices } from '../../../app/services';
import { FinalityBadge } from '../../../components/FinalityBadge';
import { EmptyNotice, QueryState } from '../../../components/QueryState';
import { formatDateTime } from '../../../format/dates';
import { useTranslation } from '../../../i18n/react';
import { useLiveEvent } from '../../../live/use-live-event';
import { AlertChangeRefusal } from './AlertChangeRefusal';
import { AlertForm } from './AlertForm';
import { AlertsTable } from './AlertsTable';

/** The member's price alerts (form, list) and the inbox of those that fired (refreshed by live trades). */
export function AlertsSection() {
  const { t } = useTranslation();
  const { language } = useServices();
  const alerts = useAlerts();
  const inbox = useInbox();
  const queryClient = useQueryClient();
  useLiveEvent('trade', () => void queryClient.invalidateQueries({ queryKey: ALERTS_KEY }));
  return (
    <Stack gap="md" component="section" aria-labelledby="alerts-title">
      <Title order={2} id="alerts-title">
        {t('alerts.title')}
      </Title>
      <Text size="sm">{t('alerts.description', { max: MAX_ALERTS_PER_USER })}</Text>
      <AlertForm />
      <QueryState query={alerts} empty={<EmptyNotice>{t('alerts.none')}</EmptyNotice>}>
        {(list) => <AlertsTable alerts={list} />}
      </QueryState>
      <AlertChangeRefusal />
      <Title order={3} id="inbox-title">
        {t('alerts.inbox')}
      </Title>
      <QueryState query={inbox} empty={<EmptyNotice>{t('alerts.inboxEmpty')}</EmptyNotice>}>
        {(messages) => (
          <List aria-labelledby="inbox-title" listStyleType="none" spacing="sm">
            {messages.map((m) => (
              <List.Item key={m.Id}>
                <Group gap="xs" wrap="wrap">
                  <Text size="sm" fw={600}>
                    {formatDateTime(language, new Date(m.Zaman))}
                  </Text>
                  <FinalityBadge final={m.Kesin}>
                    {t(m.Kesin ? 'alerts.final' : 'alerts.preliminary')}
                  </FinalityBadge>
                </Group>
                <Text size="sm">{m.Metin}</Text>
              </List.Item>
            ))}
          </List>
        )}
      </QueryState>
    </Stack>
  );
}
