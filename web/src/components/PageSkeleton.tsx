import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../i18n/react';

/** Placeholder while a screen or its data loads. */
export function PageSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('page.loading')} role="status">
      <Skeleton height={28} width="45%" />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows
        <Skeleton key={i} height={18} />
      ))}
    </Stack>
  );
}
