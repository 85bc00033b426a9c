import type { RegionalRow } from '@bulten/core';
import { useMemo } from 'react';
import { useRegionalHistory } from '../../api/hooks/use-regional';
import {
  averageOnlyPoint,
  ClassHistory,
  type ClassHistoryChoice,
  classHistoryTexts,
} from '../../components/charts/ClassHistory';
import { useTranslation } from '../../i18n/react';

/** Props of the history block: the board's classes, the chosen class and range (URL state). */
export interface RegionalHistoryBlockProps extends ClassHistoryChoice {
  classes: readonly Pick<RegionalRow, 'SinifId' | 'SinifAdi'>[];
}

/** A class's average across exchanges over a range: our line and one line per peer, each named. */
export function RegionalHistoryBlock({ classes, ...choice }: RegionalHistoryBlockProps) {
  const { t } = useTranslation();
  const history = useRegionalHistory(choice.classId, choice.from, choice.to);
  const chart = useMemo(() => {
    const points = history.data?.Noktalar ?? [];
    const own = points.flatMap((p) => (p.KomsuId === null ? [averageOnlyPoint(p.Tarih, p.Ortalama)] : []));
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
    <ClassHistory
      {...choice}
      titleId="regional-history-title"
      titleSize="h4"
      texts={classHistoryTexts(t, 'regional', ours)}
      classes={classes}
      history={history}
      series={chart.own}
      overlays={chart.overlays}
    />
  );
}
