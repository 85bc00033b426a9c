import { istanbulDate } from '@bulten/core/plain';
import { Group } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { DateField } from './DateField';
import { PageFrame } from './PageFrame';
import { QueryState } from './QueryState';

/** Props of a one-day board page: its texts, its day field, the board's query and how its answer is shown. */
export interface DayBoardPageProps<T extends { Tarih: string }> {
  /** The page's translation area, whose `.title`, `.description` and `.date` (the day field's label) it shows. */
  area: string;
  /** The day asked for; undefined asks for the latest, and the field shows the day the server answered for. */
  day: string | undefined;
  onDay: (day: string) => void;
  board: UseQueryResult<T>;
  children: (board: T) => ReactNode;
}

/**
 * A page of one day's board: its title, the day field (any day up to today, Istanbul) and the board; an answer
 * is never empty: the board itself says what it lacks.
 */
export function DayBoardPage<T extends { Tarih: string }>(props: DayBoardPageProps<T>) {
  const { area, day, onDay, board, children } = props;
  const { t } = useTranslation();
  return (
    <PageFrame title={t(`${area}.title`)} description={t(`${area}.description`)}>
      <Group align="flex-end">
        <DateField
          label={t(`${area}.date`)}
          value={day ?? board.data?.Tarih ?? ''}
          maxDate={istanbulDate(new Date())}
          onChange={onDay}
        />
      </Group>
      <QueryState query={board} isEmpty={() => false}>
        {children}
      </QueryState>
    </PageFrame>
  );
}
