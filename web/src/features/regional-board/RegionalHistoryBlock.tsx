import { addDays, type Language, type RegionalRow } from '@bulten/core';
import { Group, NativeSelect, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useRegionalHistory } from '../../api/hooks/use-regional';
import { PriceChart } from '../../components/charts/PriceChart';
import { DateField } from '../../components/DateField';
import { EmptyNotice, QueryState } from '../../components/QueryState';
import { useTranslation } from '../../i18n/react';

/** Days of history shown before the board's day when no range is chosen. */
export const DEFAULT_HISTORY_DAYS = 90;

/** The default range of the history: the board's day and `DEFAULT_HISTORY_DAYS` before it. */
export function defaultHistoryRange(day: string): { from: string; to: string } {
  return { from: addDays(day, -DEFAULT_HISTORY_DAYS), to: day };
}

/** Props of the history block: the board's classes, the chosen class and range (URL state). */
export interface RegionalHistoryBlockProps {
  classes: readonly Pick<RegionalRow, 'SinifId' | 'SinifAdi'>[];
  classId: number;
  from: string;
  to: string;
  language: Language;
  onChange: (patch: { sinif?: string; bas?: string; bit?: string }) => void;
}

/** A class's average across exchanges over a range: our line and one line per peer, each named. */
export function RegionalHistoryBlock({
  classes,
  classId,
  from,
  to,
  language,
  onChange,
}: RegionalHistoryBlockProps) {
  const { t } = useTranslation();
  const history = useRegionalHistory(classId, from, to);
  const chart = useMemo(() => {
    const points = history.data?.Noktalar ?? [];
    const own = points.flatMap((p) =>
      p.KomsuId === null
        ? [{ date: p.Tarih, avg: p.Ortalama, min: p.Ortalama, max: p.Ortalama, quantity: 0 }]
        : [],
    );
    const lines = new Map<string, { label: string; points: { date: string; avg: number }[] }>();
    for (const p of points) {
      if (p.KomsuId === null) continue;
      const key = `${p.KomsuId}|${p.KomsuSinifAdi}`;
      const line = lines.get(key) ?? { label: p.KaynakAdi, points: [] };
      line.points.push({ date: p.Tarih, avg: p.Ortalama });
      lines.set(key, line);
    }
    return { own, overlays: [...lines.values()] };
  }, [history.data]);
  const ours = history.data?.Noktalar.find((p) => p.KomsuId === null)?.KaynakAdi ?? t('regional.oursNote');
  return (
    <Stack gap="sm" component="section" aria-labelledby="regional-history-title">
      <Title order={2} size="h4" id="regional-history-title">
        {t('regional.historyTitle')}
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('regional.class')}
          value={String(classId)}
          data={classes.map((c) => ({ value: String(c.SinifId), label: c.SinifAdi }))}
          onChange={(e) => onChange({ sinif: e.currentTarget.value })}
          maw="100%"
        />
        <DateField
          label={t('regional.from')}
          value={from}
          maxDate={to}
          onChange={(bas) => onChange({ bas })}
        />
        <DateField label={t('regional.to')} value={to} minDate={from} onChange={(bit) => onChange({ bit })} />
      </Group>
      <QueryState
        query={history}
        isEmpty={(d) => d.Noktalar.length === 0}
        empty={<EmptyNotice>{t('regional.noHistory')}</EmptyNotice>}
      >
        {() => (
          <PriceChart
            series={chart.own}
            overlays={chart.overlays}
            unit="TL/kg"
            language={language}
            averageOnly={{ label: ours }}
          />
        )}
      </QueryState>
    </Stack>
  );
}
