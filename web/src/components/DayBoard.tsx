import { istanbulDate } from '@bulten/core/plain';
import { Group } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DateField } from './DateField';
import { QueryState } from './QueryState';

/** Props of a one-day board: its day field, the board's query and how its answer is shown. */
export interface DayBoardProps<T extends { Tarih: string }> {
  /** The day field's label. */
  label: string;
  /** The day asked for; undefined asks for the latest, and the field shows the day the server answered for. */
  day: string | undefined;
  onDay: (day: string) => void;
  board: UseQueryResult<T>;
  children: (board: T) => ReactNode;
}

/**
 * A board of one day under its day field (any day up to today, Istanbul); an answer is never empty: the board
 * itself says what it lacks.
 */
export function DayBoard<T extends { Tarih: string }>({
  label,
  day,
  onDay,
  board,
  children,
}: DayBoardProps<T>) {
  return (
    <>
      <Group align="flex-end">
        <DateField
          label={label}
          value={day ?? board.data?.Tarih ?? ''}
          maxDate={istanbulDate(new Date())}
          onChange={onDay}
        />
      </Group>
      <QueryState query={board} isEmpty={() => false}>
        {children}
      </QueryState>
    </>
  );
}
