import { type BasisBoard, isValidDate } from '@bulten/core';
import { Group, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useBasisBoard } from '../../api/hooks/use-basis';
import { useServices } from '../../app/services';
import { chosenHistoryRange } from '../../components/charts/ClassHistory';
import { DayBoardPage } from '../../components/DateField';
import { FinalityBadge } from '../../components/FinalityBadge';
import { EmptyNotice } from '../../components/QueryState';
import { formatDate } from '../../format/dates';
import { useTranslation } from '../../i18n/react';
import { useUrlState } from '../../routing/use-url-state';
import { BasisHistoryBlock } from './BasisHistoryBlock';
import { BasisTable } from './BasisTable';

/** The board of a day: its state, the table and the history block (class and range from the URL). */
function BasisDay(props: {
  data: BasisBoard;
  state: Record<'sinif' | 'bas' | 'bit', string>;
  onChange: (patch: { sinif?: string; bas?: string; bit?: string }) => void;
}) {
  const { t } = useTranslation();
  const { language } = useServices();
  const { data, state } = props;
  const date = formatDate(language, data.Tarih);
  const shown = data.Satirlar.filter((r) => r.BorsaOrtalama !== null || r.TuribOrtalama !== null);
  if (data.Satirlar.length === 0) return <EmptyNotice>{t('basis.noMapping')}</EmptyNotice>;
  const chosen = Number(state.sinif);
  const classId = data.Satirlar.some((r) => r.SinifId === chosen) ? chosen : data.Satirlar[0]!.SinifId;
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <FinalityBadge final={data.Kesin}>
          {t(data.Kesin ? 'basis.final' : 'basis.preliminary')}
        </FinalityBadge>
      </Group>
      {shown.length === 0 ? (
        <EmptyNotice>{t('basis.noTrades', { date })}</EmptyNotice>
      ) : (
        <BasisTable rows={shown} language={language} caption={t('basis.caption', { date })} />
      )}
      <BasisHistoryBlock
        rows={data.Satirlar}
        classId={classId}
        {...chosenHistoryRange(data.Tarih, state)}
        language={language}
        onChange={props.onChange}
      />
    </Stack>
  );
}

/** `baz`: the exchange's class averages beside TÜRİB's reference prices, and a class's basis over time. */
export function BasisPage() {
  const defaults = useMemo(() => ({ tarih: '', sinif: '', bas: '', bit: '' }), []);
  const [state, setState] = useUrlState(defaults);
  const asked = isValidDate(state.tarih) ? state.tarih : undefined;
  const board = useBasisBoard(asked);
  return (
    <DayBoardPage area="basis" day={asked} onDay={(tarih) => setState({ tarih })} board={board}>
      {(data) => <BasisDay data={data} state={state} onChange={setState} />}
    </DayBoardPage>
  );
}
