import { bulletinEndpoints, istanbulDate, isValidDate } from '@bulten/core';
import { Alert, Group, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTuribBulletin } from '../../api/hooks/use-turib';
import { useServices } from '../../app/services';
import { DateField } from '../../components/DateField';
import { OpenDataLinks } from '../../components/DownloadLinks';
import { PageFrame } from '../../components/PageFrame';
import { EmptyNotice, QueryState } from '../../components/QueryState';
import { formatDate } from '../../format/dates';
import { useTranslation } from '../../i18n/react';
import { useUrlState } from '../../routing/use-url-state';
import { TuribIndexTable, TuribInstrumentTable } from './TuribTables';

/** `turib`: a TÜRİB session's index lines and instrument table (the latest session without `?tarih=`). */
export function TuribPage() {
  const { t } = useTranslation();
  const { language } = useServices();
  const defaults = useMemo(() => ({ tarih: '' }), []);
  const [state, setState] = useUrlState(defaults);
  const asked = isValidDate(state.tarih) ? state.tarih : undefined;
  const bulletin = useTuribBulletin(asked);
  const shown = asked ?? bulletin.data?.Tarih ?? '';
  return (
    <PageFrame title={t('turib.title')} description={t('turib.description')}>
      <Group align="flex-end">
        <DateField
          label={t('turib.date')}
          value={shown}
          maxDate={istanbulDate(new Date())}
          onChange={(tarih) => setState({ tarih })}
        />
      </Group>
      <QueryState query={bulletin} isEmpty={() => false}>
        {(data) => {
          const date = formatDate(language, data.Tarih);
          return (
            <Stack gap="md">
              <Alert color="gray" variant="light" title={t('turib.delayTitle')}>
                {data.Gecikme}
              </Alert>
              {data.Satirlar.length === 0 && data.Endeksler.length === 0 ? (
                <EmptyNotice>{t('turib.noSession', { date })}</EmptyNotice>
              ) : (
                <>
                  <Title order={2}>{t('turib.sessionOf', { date })}</Title>
                  <OpenDataLinks
                    endpoint={bulletinEndpoints.GetOnlineBultenTuribBulten}
                    values={{ Tarih: data.Tarih }}
                  />
                  {data.Endeksler.length > 0 && (
                    <TuribIndexTable
                      lines={data.Endeksler}
                      language={language}
                      caption={t('turib.indexCaption', { date })}
                    />
                  )}
                  <TuribInstrumentTable
                    rows={data.Satirlar}
                    language={language}
                    caption={t('turib.tableCaption', { date })}
                  />
                </>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </PageFrame>
  );
}
