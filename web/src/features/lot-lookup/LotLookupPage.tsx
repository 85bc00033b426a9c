import { Alert, Stack } from '@mantine/core';
import { useLotLookup } from '../../api/hooks/use-lot-lookup';
import { PageFrame } from '../../components/PageFrame';
import { PageSkeleton } from '../../components/PageSkeleton';
import { useTranslation } from '../../i18n/react';
import { errorText } from '../../notify/error-text';
import { LotLookupForm } from './LotLookupForm';
import { LotResult } from './LotResult';

/** `lot-sorgula`: a producer finds their lot by registration number and the check code on the receipt. */
export function LotLookupPage() {
  const { t } = useTranslation();
  const lookup = useLotLookup();
  return (
    <PageFrame title={t('lotLookup.title')} description={t('lotLookup.description')}>
      <Stack gap="md">
        <LotLookupForm
          busy={lookup.isPending}
          onSubmit={(TescilNo, KontrolKodu) => lookup.mutate({ TescilNo, KontrolKodu })}
        />
        {lookup.isPending && <PageSkeleton />}
        {lookup.isError && (
          <Alert color="red" title={t('lotLookup.notShown')} role="alert">
            {errorText(t, lookup.error)}
          </Alert>
        )}
        {lookup.isSuccess && <LotResult lot={lookup.data} />}
      </Stack>
    </PageFrame>
  );
}
