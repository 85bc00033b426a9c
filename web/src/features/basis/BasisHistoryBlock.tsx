import type { BasisRow } from '@bulten/core';
import { useMemo } from 'react';
import { useBasisHistory } from '../../api/hooks/use-basis';
import {
  averageOnlyPoint,
  ClassHistory,
  type ClassHistoryChoice,
  classHistoryTexts,
} from '../../components/charts/ClassHistory';
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
      p.BorsaOrtalama === null ? [] : [averageOnlyPoint(p.Tarih, p.BorsaOrtalama)],
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
      texts={classHistoryTexts(t, 'basis', t('basis.exchangeLine'))}
      classes={rows}
      history={history}
      series={chart.own}
      overlays={chart.overlays}
    />
  );
}
