import { Group, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HALL_KEY, useArrivals, useHallCards, useHallClasses } from '../../api/hooks/use-hall-sales';
import { useLiveInvalidate } from '../../api/hooks/use-live-invalidate';
import { useServices } from '../../app/services';
import { PageFrame } from '../../components/PageFrame';
import { PageSkeleton } from '../../components/PageSkeleton';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../i18n/format';
import { DateField } from '../bulletin/DateField';
import { type Column, DaysTable } from '../bulletin/DaysTable';
import { arrivalColumns, cardColumns, classColumns } from './hall-columns';
import { useHallDate } from './hall-date';
import '../bulletin/bulletin.css';

/** `salon-satis`: a day's hall session per class, the products sold with analyses, and the arrivals. */
export function HallSalesPage() {
  const { t } = useTranslation();
  const { language } = useServices();
  const [date, setDate] = useHallDate();
  useLiveInvalidate(HALL_KEY);
  return (
    <PageFrame title={t('hallSales.title')} description={t('hallSales.description')}>
      {date === null ? (
        <PageSkeleton />
      ) : (
        <Stack gap="lg">
          <Group align="flex-end">
            <DateField label={t('hallSales.date')} value={date} language={language} onChange={setDate} />
          </Group>
          <HallDay date={date} />
        </Stack>
      )}
    </PageFrame>
  );
}

function HallDay({ date }: { date: string }) {
  const { t } = useTranslation();
  const { language } = useServices();
  const shown = formatDate(language, date);
  return (
    <>
      <Section
        id="classes"
        title={t('hallSales.classes', { date: shown })}
        query={useHallClasses(date)}
        columns={classColumns(t)}
        rowKey={(r) => String(r.SinifId)}
      />
      <Section
        id="products"
        title={t('hallSales.products', { date: shown })}
        query={useHallCards(date)}
        columns={cardColumns(t)}
        rowKey={(r) => String(r.UrunId)}
      />
      <Section
        id="arrivals"
        title={t('hallSales.arrivals', { date: shown })}
        query={useArrivals(date)}
        columns={arrivalColumns(t)}
        rowKey={(r) => String(r.Id)}
      />
    </>
  );
}

/** One titled table section of a hall screen, with its own loading, empty and error states. */
export function Section<T>(props: {
  id: string;
  title: string;
  query: UseQueryResult<T[]>;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  footer?: (rows: T[]) => React.ReactNode;
}) {
  const { language } = useServices();
  return (
    <section aria-labelledby={`${props.id}-heading`}>
      <h2 id={`${props.id}-heading`} className="section-title">
        {props.title}
      </h2>
      <QueryState query={props.query}>
        {(rows) => (
          <>
            <DaysTable
              rows={rows}
              columns={props.columns}
              rowKey={props.rowKey}
              caption={props.title}
              language={language}
              page={1}
              onPage={() => {}}
              pageSize={500}
            />
            {props.footer?.(rows)}
          </>
        )}
      </QueryState>
    </section>
  );
}
