import { Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useServices } from '../../app/services';
import { useTranslation } from '../../i18n/react';

/** The frame of a console screen: one `h1`, a description, the content; sets the tab title. */
export function StaffFrame({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { config } = useServices();
  useEffect(() => {
    document.title = `${title} · ${t('staff.title')} · ${config.exchangeName}`;
  }, [title, t, config.exchangeName]);
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      {description && <Text c="dimmed">{description}</Text>}
      {children}
    </Stack>
  );
}
