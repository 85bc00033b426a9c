import type { SessionStatus } from '@bulten/core';
import { Badge, Group, Text } from '@mantine/core';
import { useServices } from '../../app/services';
import { formatDateTime } from '../../format/dates';
import { useTranslation } from '../../i18n/react';

// White badge text stays above 4.5:1 on these (Mantine's green.9 and orange.9 fall below it).
const OPEN = '#1b6e2a';
const PRELIMINARY = '#9a3c00';

/** Today's session: open / closed, preliminary / final, hours and the latest trade's time. */
export function SessionPanel({ status }: { status: SessionStatus }) {
  const { t } = useTranslation();
  const { language } = useServices();
  return (
    <Group gap="sm" wrap="wrap" className="session-panel">
      <Badge color={status.Acik ? OPEN : 'gray.8'} size="lg">
        {t(status.Acik ? 'dashboard.sessionOpen' : 'dashboard.sessionClosed')}
      </Badge>
      {status.SonIslemGunu === status.Tarih && (
        <Badge color={status.Kesin ? 'blue.9' : PRELIMINARY} size="lg">
          {t(status.Kesin ? 'dashboard.todayFinal' : 'dashboard.todayPreliminary')}
        </Badge>
      )}
      <Text size="sm">{t('dashboard.hours', { from: status.SeansBaslangic, to: status.SeansBitis })}</Text>
      <Text size="sm" data-testid="last-trade">
        {status.SonIslemZamani
          ? t('dashboard.lastTrade', { time: formatDateTime(language, new Date(status.SonIslemZamani)) })
          : t('dashboard.noTrade')}
      </Text>
    </Group>
  );
}
