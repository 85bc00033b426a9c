import type { BasisRow } from '@bulten/core';
import { useMemo } from 'react';
import { useBasisHistory } from '../../api/hooks/use-basis';
import { ClassHistory, type ClassHistoryChoice } from '../../components/charts/ClassHistory';
import { useTranslation } from '../../i18n/react';

/** Props of the history block: the board's classes, the chosen class and range (URL state). */
export interface BasisHistoryBlockProps extends ClassHistoryChoice {
  rows: readonly BasisRow[];
}

/** A mapped class's exchange average and TÜRİB line over a chosen range. */
export function BasisHistoryBlock({ rows, ...choice }: BasisHistoryBlockProps) {
  const { t } = useTranslation();
  const history = useBasisHistory(choice.classId, choice.from, choice.to);
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
    <ClassHistory
      {...choice}
      titleId="basis-history-title"
      texts={{
        title: t('basis.historyTitle'),
        class: t('basis.class'),
        from: t('basis.from'),
        to: t('basis.to'),
        noHistory: t('basis.noHistory'),
        average: t('basis.exchangeLine'),
      }}
      classes={rows}
      history={history}
      series={chart.own}
      overlays={chart.overlays}
    />
  );
}
