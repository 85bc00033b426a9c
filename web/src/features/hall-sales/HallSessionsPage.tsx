import {
  addDays,
  type HallSessionRow,
  istanbulDate,
  isValidDate,
  type Language,
  reportEndpoints,
} from '@bulten/core';
import { Group, Stack } from '@mantine/core';
import { HALL_KEY, useHallSessions } from '../../api/hooks/use-hall-sales';
import { useLiveInvalidate } from '../../api/hooks/use-live-invalidate';
import { useServices } from '../../app/services';
import { DateField } from '../../components/DateField';
import { OpenDataLinks } from '../../components/DownloadLinks';
import { sessionTotals } from '../../components/market/trade-totals';
import { PagedTable } from '../../components/PagedTable';
import { PageFrame } from '../../components/PageFrame';
import { QueryState } from '../../components/QueryState';
import { amountText } from '../../format/amounts';
import { formatCount } from '../../format/numbers';
import { quantitiesText } from '../../format/quantities';
import { useTranslation } from '../../i18n/react';
import type { TFunction } from '../../i18n/translator';
import { useSearchParams } from '../../routing/router';
import { withParam } from '../../routing/search-params';
import { sessionColumns } from './hall-columns';

function rangeOf(params: URLSearchParams, today: string): { from: string; to: string } {
  const from = params.get('bas');
  const to = params.get('bit');
  const valid = from && to && isValidDate(from) && isValidDate(to);
  if (!valid) return { from: addDays(today, -90), to: today };
  return from <= to ? { from, to } : { from: to, to: from };
}

/** `salon-satis-listesi`: hall sessions of a date range with their totals and a totals row. */
export function HallSessionsPage() {
  const { t } = useTranslation();
  const { language } = useServices();
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params, istanbulDate(new Date()));
  const query = useHallSessions(range.from, range.to);
  useLiveInvalidate(HALL_KEY);
  const set = (key: string, value: string) =>
    setParams(withParam(withParam(withParam(params, 'bas', range.from), 'bit', range.to), key, value));
  const page = Math.max(1, Number(params.get('sayfa')) || 1);
  return (
    <PageFrame title={t('hallSessions.title')} description={t('hallSessions.description')}>
      <Stack gap="md">
        <Group align="flex-end">
          <DateField
            label={t('product.from')}
            value={range.from}
            maxDate={range.to}
            onChange={(d) => set('bas', d)}
          />
          <DateField
            label={t('product.to')}
            value={range.to}
            minDate={range.from}
            onChange={(d) => set('bit', d)}
          />
        </Group>
        <OpenDataLinks endpoint={reportEndpoints.SalonSatisListesi} values={range} />
        <QueryState query={query}>
          {(rows) => (
            <PagedTable
              rows={rows}
              columns={sessionColumns(t)}
              rowKey={(r) => r.Tarih}
              caption={t('hallSessions.caption')}
              language={language}
              paging={{ page, onPage: (p) => setParams(withParam(params, 'sayfa', String(p))) }}
              foot={<TotalsRow rows={rows} language={language} t={t} />}
            />
          )}
        </QueryState>
      </Stack>
    </PageFrame>
  );
}

function TotalsRow({ rows, language, t }: { rows: HallSessionRow[]; language: Language; t: TFunction }) {
  const totals = sessionTotals(rows);
  return (
    <tr>
      <th scope="row">{t('hallSessions.total', { count: rows.length })}</th>
      <td className="num">–</td>
      <td className="num">{formatCount(language, totals.count)}</td>
      <td className="num">{quantitiesText(language, totals.quantities)}</td>
      <td className="num">{amountText(language, totals.amount)}</td>
      <td />
    </tr>
  );
}
