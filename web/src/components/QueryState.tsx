import { Alert, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { errorText } from '../notify/error-text';
import { FrameButton } from './FrameButton';
import { PageSkeleton } from './PageSkeleton';

/** Props of the loading / error / empty / data switch of one query. */
export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** True when the data holds nothing to show (default: an empty array). */
  isEmpty?: (data: T) => boolean;
  /** Shown for empty data (default: the generic "nothing to show"). */
  empty?: ReactNode;
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

/** The standard notice for "no data". */
export function EmptyNotice({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Text className="empty-notice" role="status">
      {children ?? t('page.empty')}
    </Text>
  );
}

/** The standard error notice with a retry button. */
export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('page.error')} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorText(t, error)}</Text>
        {onRetry && (
          <FrameButton size="xs" variant="white" color="red" onClick={onRetry}>
            {t('page.retry')}
          </FrameButton>
        )}
      </Stack>
    </Alert>
  );
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/** Renders a query's loading skeleton, error with retry, empty notice, or its data. */
export function QueryState<T>({ query, isEmpty = emptyArray, empty, loading, children }: QueryStateProps<T>) {
  if (query.isPending) return <>{loading ?? <PageSkeleton />}</>;
  if (query.isError) return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty(query.data)) return <>{empty ?? <EmptyNotice />}</>;
  return <>{children(query.data)}</>;
}
