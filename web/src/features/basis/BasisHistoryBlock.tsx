import { addDays, type BasisRow, type Language } from '@bulten/core';
import { Group, NativeSelect, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useBasisHistory } from '../../api/hooks/use-basis';
import { PriceChart } from '../../components/charts/PriceChart';
import { DateField } from '../../components/DateField';
import { EmptyNotice, QueryState } from '../../components/QueryState';
import { useTranslation } from '../../i18n/react';

/** Days of history shown before the board's day when no range is chosen. */
export const DEFAULT_HISTORY_DAYS = 90;

/** Props of the history block: the board's classes, the chosen class and range (URL state). */
export interface BasisHistoryBlockProps {
  rows: readonly BasisRow[];
  classId: number;
  from: string;
  to: string;
  language: Language;
  onChange: (patch: { sinif?: string; bas?: string; bit?: string }) => void;
}

/** A mapped class's exchange average and TÜRİB line over a chosen range. */
export function BasisHistoryBlock({ rows, classId, from, to, language, onChange }: BasisHistoryBlockProps) {
  const { t } = useTranslation();
  const history = useBasisHistory(classId, from, to);
  const chart = useMemo(() => {
    const points = history.data?.Noktalar ?? [];
    const own = points.flatMap((p) =>
      p.BorsaOrtalama === null
        ? []
        : [{ date: p.Tarih, avg: p.BorsaOrtalama, min: p.BorsaOrtalama, max: p.BorsaOrtalama, quantity: 0 }],
    );
    const turib = points.flatMap((p) =>
      p.TuribOrtalama === null ? [] : [{ date: p.Tarih, avg: p.TuribOrtalama }],
    );
    return { own, overlays: [{ label: t('basis.turibLine'), points: turib }] };
  }, [history.data, t]);
  return (
    <Stack gap="sm" component="section" aria-labelledby="basis-history-title">
      <Title order={2} id="basis-history-title">
        {t('basis.historyTitle')}
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('basis.class')}
          value={String(classId)}
          data={rows.map((r) => ({ value: String(r.SinifId), label: r.SinifAdi }))}
          onChange={(e) => onChange({ sinif: e.currentTarget.value })}
          maw="100%"
        />
        <DateField label={t('basis.from')} value={from} maxDate={to} onChange={(bas) => onChange({ bas })} />
        <DateField label={t('basis.to')} value={to} minDate={from} onChange={(bit) => onChange({ bit })} />
      </Group>
      <QueryState
        query={history}
        isEmpty={(d) => d.Noktalar.length === 0}
        empty={<EmptyNotice>{t('basis.noHistory')}</EmptyNotice>}
      >
        {() => (
          <PriceChart
            series={chart.own}
            overlays={chart.overlays}
            unit="TL/kg"
            language={language}
            averageOnly={{ label: t('basis.exchangeLine') }}
          />
        )}
      </QueryState>
    </Stack>
  );
}

/** The default range of the history: the board's day and `DEFAULT_HISTORY_DAYS` before it. */
export function defaultHistoryRange(day: string): { from: string; to: string } {
  return { from: addDays(day, -DEFAULT_HISTORY_DAYS), to: day };
}
