import { Anchor } from '@mantine/core';
import { useDayArrivals } from '../../api/hooks/use-day-arrivals';
import { useServices } from '../../app/services';
import { Block } from '../../components/Block';
import { DataTable } from '../../components/DataTable';
import { ARRIVAL_ROW_HEADER, arrivalColumns } from '../../components/market/arrival-columns';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../format/dates';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../routing/router';

/** Arrivals the online home lists (the rest are on the hall sales screen). */
export const ARRIVALS_SHOWN = 10;

/** The hall arrivals of a day: the first rows and a link to the hall sales screen. */
export function ArrivalsBlock({ date }: { date: string | null | undefined }) {
  const { t } = useTranslation();
  const { language } = useServices();
  const arrivals = useDayArrivals(date);
  const title = date
    ? t('onlineHome.arrivalsOf', { date: formatDate(language, date) })
    : t('onlineHome.arrivals');
  return (
    <Block id="gelen-urunler" title={title}>
      {date === null ? (
        <p>{t('onlineHome.noArrivals')}</p>
      ) : (
        <QueryState query={arrivals} empty={<p role="status">{t('onlineHome.noArrivals')}</p>}>
          {(rows) => (
            <>
              <DataTable
                rows={rows.slice(0, ARRIVALS_SHOWN)}
                columns={arrivalColumns(t)}
                rowKey={(r) => String(r.Id)}
                rowHeader={ARRIVAL_ROW_HEADER}
                language={language}
                caption={t('onlineHome.arrivalsCaption', {
                  shown: Math.min(rows.length, ARRIVALS_SHOWN),
                  count: rows.length,
                })}
              />
              <Anchor component={Link} to="/salon-satis">
                {t('onlineHome.allArrivals')}
              </Anchor>
            </>
          )}
        </QueryState>
      )}
    </Block>
  );
}
