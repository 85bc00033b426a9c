import { bulletinEndpoints, isValidDate } from '@bulten/core';
import { Alert, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTuribBulletin } from '../../api/hooks/use-turib';
import { useServices } from '../../app/services';
import { DayBoardPage } from '../../components/DateField';
import { OpenDataLinks } from '../../components/DownloadLinks';
import { EmptyNotice } from '../../components/QueryState';
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
  return (
    <DayBoardPage area="turib" day={asked} onDay={(tarih) => setState({ tarih })} board={bulletin}>
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
    </DayBoardPage>
  );
}
