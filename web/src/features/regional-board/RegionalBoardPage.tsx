import type { RegionalBoard } from '@bulten/core';
import { istanbulDate, isValidDate } from '@bulten/core/plain';
import { Group, NativeSelect, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useLiveInvalidate } from '../../api/hooks/use-live-invalidate';
import { REGIONAL_KEY, useRegionalBoard } from '../../api/hooks/use-regional';
import { useServices } from '../../app/services';
import { chosenHistoryRange } from '../../components/charts/ClassHistory';
import { DayBoardPage } from '../../components/DateField';
import { FinalityBadge } from '../../components/FinalityBadge';
import { PeerFiguresTable, rowsByClass } from '../../components/peers/PeerFiguresTable';
import { PeerSources } from '../../components/peers/PeerSources';
import { EmptyNotice } from '../../components/QueryState';
import { formatDate } from '../../format/dates';
import { useTranslation } from '../../i18n/react';
import { useUrlState } from '../../routing/use-url-state';
import { RegionalHistoryBlock } from './RegionalHistoryBlock';

type State = Record<'tarih' | 'grup' | 'sinif' | 'bas' | 'bit', string>;

/** The board of a day: whose figures, one table per class, and the chosen class's history. */
function BoardDay({
  data,
  state,
  onChange,
}: {
  data: RegionalBoard;
  state: State;
  onChange: (patch: Partial<State>) => void;
}) {
  const { t } = useTranslation();
  const { language } = useServices();
  const classes = rowsByClass(data.Satirlar);
  const groups = [...new Set(classes.map((c) => c[0]!.GrupAdi))];
  const group = groups.includes(state.grup) ? state.grup : '';
  const shown = classes.filter((c) => group === '' || c[0]!.GrupAdi === group);
  if (data.Komsular.length === 0) return <EmptyNotice>{t('regional.noPeers')}</EmptyNotice>;
  const chosen = Number(state.sinif);
  const classId = classes.some((c) => c[0]!.SinifId === chosen) ? chosen : classes[0]?.[0]?.SinifId;
  return (
    <Stack gap="lg">
      <PeerSources peers={data.Komsular} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        {groups.length > 1 && (
          <NativeSelect
            label={t('regional.group')}
            value={group}
            data={[
              { value: '', label: t('regional.allGroups') },
              ...groups.map((g) => ({ value: g, label: g })),
            ]}
            onChange={(e) => onChange({ grup: e.currentTarget.value })}
            maw="100%"
          />
        )}
        <FinalityBadge final={data.Kesin}>
          {t(data.Kesin ? 'regional.final' : 'regional.preliminary')}
        </FinalityBadge>
      </Group>
      {classes.length === 0 ? (
        <EmptyNotice>{t('regional.noRows', { date: formatDate(language, data.Tarih) })}</EmptyNotice>
      ) : (
        shown.map((rows) => (
          <PeerFiguresTable
            key={rows[0]!.SinifId}
            date={data.Tarih}
            ours={data.BorsaAdi}
            rows={rows}
            language={language}
            caption={t('regional.caption', { name: rows[0]!.SinifAdi })}
          />
        ))
      )}
      {classId !== undefined && (
        <RegionalHistoryBlock
          classes={classes.map((c) => c[0]!)}
          classId={classId}
          {...chosenHistoryRange(data.Tarih, state)}
          language={language}
          onChange={onChange}
        />
      )}
    </Stack>
  );
}

/** `bolge`: our classes beside the same classes at neighbouring exchanges, each on its own day. */
export function RegionalBoardPage() {
  const defaults = useMemo(() => ({ tarih: '', grup: '', sinif: '', bas: '', bit: '' }), []);
  const [state, setState] = useUrlState(defaults);
  const today = istanbulDate(new Date());
  const day = isValidDate(state.tarih) && state.tarih <= today ? state.tarih : today;
  const board = useRegionalBoard(day);
  useLiveInvalidate(REGIONAL_KEY);
  return (
    <DayBoardPage area="regional" day={day} onDay={(tarih) => setState({ tarih })} board={board}>
      {(data) => <BoardDay data={data} state={state} onChange={setState} />}
    </DayBoardPage>
  );
}
