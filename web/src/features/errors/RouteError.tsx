import { Stack, Text, Title } from '@mantine/core';
import { FrameButton } from '../../components/FrameButton';
import { useTranslation } from '../../i18n/react';

/** What a screen shows when it fails to render or to load its code (e.g. after a new release). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="alert">
      <Title order={1}>{t('errorPage.title')}</Title>
      <Text>{t('errorPage.text')}</Text>
      <FrameButton onClick={() => window.location.reload()} w="fit-content">
        {t('page.retry')}
      </FrameButton>
    </Stack>
  );
}
