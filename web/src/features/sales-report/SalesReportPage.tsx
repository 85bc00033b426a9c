import { istanbulDate, reportEndpoints } from '@bulten/core';
import { Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SALES_REPORT_KEY, salesReportPath, useSalesReport } from '../../api/hooks/use-sales-report';
import { useServices } from '../../app/services';
import { ChannelSelect } from '../../components/ChannelSelect';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { DateField } from '../../components/DateField';
import { DownloadLinks } from '../../components/DownloadLinks';
import { PageFrame } from '../../components/PageFrame';
import { PageSkeleton } from '../../components/PageSkeleton';
import { QueryState } from '../../components/QueryState';
import { formatDate, monthName } from '../../format/dates';
import { useTranslation } from '../../i18n/react';
import { useLiveEvent } from '../../live/use-live-event';
import { useUrlState } from '../../routing/use-url-state';
import { type PeriodState, periodRange } from './period';
import { SalesBars } from './SalesBars';
import { SalesReportTable } from './SalesReportTable';

const KINDS = ['ay', 'ceyrek', 'yil', 'ozel'] as const;

function useReportState(today: string) {
  const defaults = useMemo(
    () => ({
      donem: 'ay',
      yil: today.slice(0, 4),
      ay: String(Number(today.slice(5, 7))),
      ceyrek: String(Math.ceil(Number(today.slice(5, 7)) / 3)),
      bas: `${today.slice(0, 8)}01`,
      bit: today,
      kanal: 'TUMU',
      grafik: '',
    }),
    [today],
  );
  return useUrlState(defaults);
}

interface PeriodFieldsProps {
  state: PeriodState;
  set: (p: Partial<PeriodState>) => void;
  today: string;
}

function CustomRangeFields({ state, set, today }: PeriodFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <DateField
        label={t('salesReport.from')}
        value={state.bas}
        maxDate={state.bit}
        onChange={(bas) => set({ bas })}
      />
      <DateField
        label={t('salesReport.to')}
        value={state.bit}
        minDate={state.bas}
        maxDate={today}
        onChange={(bit) => set({ bit })}
      />
    </>
  );
}

function PeriodFields({ state, set, today }: PeriodFieldsProps) {
  const { t } = useTranslation();
  const { language } = useServices();
  if (state.donem === 'ozel') return <CustomRangeFields state={state} set={set} today={today} />;
  const thisYear = Number(today.slice(0, 4));
  const years = Array.from({ length: 21 }, (_, i) => String(thisYear - i));
  const months = Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1),
    label: monthName(language, i + 1),
  }));
  const quarters = ['1', '2', '3', '4'].map((q) => ({
    value: q,
    label: t('salesReport.quarterN', { n: q }),
  }));
  const fields = [
    { key: 'yil', labelKey: 'salesReport.year', data: years, width: 110, shown: true },
    { key: 'ay', labelKey: 'salesReport.month', data: months, width: 150, shown: state.donem === 'ay' },
    {
      key: 'ceyrek',
      labelKey: 'salesReport.quarter',
      data: quarters,
      width: 150,
      shown: state.donem === 'ceyrek',
    },
  ] as const;
  return fields
    .filter((f) => f.shown)
    .map(({ key, labelKey, data, width }) => (
      <ChoiceSelect
        key={key}
        label={t(labelKey)}
        data={data}
        value={state[key]}
        onChange={(value) => set({ [key]: value })}
        width={width}
      />
    ));
}

/** `borsa-satis-raporu`: sales per group, class and product of a period against a year earlier. */
export function SalesReportPage() {
  const { t } = useTranslation();
  const { language } = useServices();
  const today = istanbulDate(new Date());
  const [state, set] = useReportState(today);
  const range = periodRange(state, today) ?? { from: today, to: today };
  const report = useSalesReport(range.from, range.to, state.kanal);
  const queryClient = useQueryClient();
  const refresh = () => {
    if (range.to >= today) void queryClient.invalidateQueries({ queryKey: SALES_REPORT_KEY });
  };
  useLiveEvent('trade', refresh);
  useLiveEvent('cancel', refresh);
  const path = (format: 'csv' | 'xlsx' | 'pdf') => salesReportPath(range.from, range.to, state.kanal, format);
  const period = `${formatDate(language, range.from)} – ${formatDate(language, range.to)}`;
  return (
    <PageFrame
      title={t('salesReport.title')}
      description={t('salesReport.description')}
      actions={
        <DownloadLinks
          label={t('priceArchive.exports')}
          files={[
            { format: 'csv', path: path('csv') },
            { format: 'xlsx', path: path('xlsx') },
            { format: 'pdf', path: path('pdf') },
          ]}
          openData={{
            endpoint: reportEndpoints.GetBorsaSatisRaporu,
            values: { ...range, kanal: state.kanal === 'TUMU' ? undefined : state.kanal },
          }}
        />
      }
    >
      <SegmentedControl
        aria-label={t('salesReport.periodKind')}
        data={KINDS.map((k) => ({ value: k, label: t(`salesReport.kind.${k}`) }))}
        value={state.donem}
        onChange={(donem) => set({ donem })}
        fullWidth
        maw={520}
      />
      <Group align="flex-end" gap="sm">
        <PeriodFields state={state} set={set} today={today} />
        <ChannelSelect value={state.kanal} onChange={(kanal) => set({ kanal })} />
      </Group>
      <Switch
        label={t('priceArchive.showChart')}
        checked={state.grafik === '1'}
        onChange={(e) => set({ grafik: e.currentTarget.checked ? '1' : '' })}
      />
      <QueryState query={report} isEmpty={(r) => r.Satirlar.length === 0} loading={<PageSkeleton rows={8} />}>
        {(data) => (
          <Stack gap="md" aria-live="polite">
            <Text size="sm">
              {t('salesReport.comparison', {
                period: `${formatDate(language, data.Baslangic)} – ${formatDate(language, data.Bitis)}`,
                earlier: `${formatDate(language, data.OncekiBaslangic)} – ${formatDate(language, data.OncekiBitis)}`,
              })}
            </Text>
            {state.grafik === '1' && <SalesBars report={data} language={language} />}
            <SalesReportTable
              report={data}
              language={language}
              caption={t('salesReport.caption', { period, exchange: data.Borsa })}
            />
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}
