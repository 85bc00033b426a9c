import '@mantine/dates/styles.css';
import 'dayjs/locale/tr';
import 'dayjs/locale/en-gb';
import { dateFieldFormat, parseDateText } from '@bulten/core/locale/date-fields';
import { istanbulDate } from '@bulten/core/plain';
import { Group, type StyleProp } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import type { UseQueryResult } from '@tanstack/react-query';
import { type CSSProperties, type FocusEvent, type ReactNode, useState } from 'react';
import { useServices } from '../app/services';
import { formatDate } from '../format/dates';
import { useTranslation } from '../i18n/react';
import { PageFrame } from './PageFrame';
import { QueryState } from './QueryState';

/** Props of a localised calendar-date field; dates are `YYYY-MM-DD`. */
export interface DateFieldProps {
  label: string;
  value: string;
  onChange: (date: string) => void;
  /** The earliest date one may choose. */
  minDate?: string;
  /** The latest date one may choose. */
  maxDate?: string;
  /** The date may be left empty (a filter): a clear button, and '' passed on when it is cleared. */
  clearable?: boolean;
  /** Its width (default: full on a phone, 170 px beside other fields). */
  w?: StyleProp<CSSProperties['width']>;
}

/** What is wrong with a typed date, as a translation key and its values; null when it may be used. */
export function dateTextProblem(
  text: string,
  minDate: string | undefined,
  maxDate: string | undefined,
): { key: string; date?: string } | null {
  if (text.trim() === '') return null;
  const date = parseDateText(text);
  if (date === null) return { key: 'dateField.invalid' };
  if (minDate && date < minDate) return { key: 'dateField.tooEarly', date: minDate };
  if (maxDate && date > maxDate) return { key: 'dateField.tooLate', date: maxDate };
  return null;
}

/**
 * A date field in the language's calendar and format (tr `21.11.2026`, en `21/11/2026`): typed dates are read
 * in either form or as ISO, the Mantine calendar picks one; a wrong or out-of-range date says why.
 */
export function DateField(props: DateFieldProps) {
  const { label, value, onChange, minDate, maxDate, clearable = false } = props;
  const { t } = useTranslation();
  const { language } = useServices();
  const [problem, setProblem] = useState<string | null>(null);
  const check = (event: FocusEvent<HTMLInputElement>) => {
    const found = dateTextProblem(event.currentTarget.value, minDate, maxDate);
    setProblem(found && t(found.key, { date: found.date ? formatDate(language, found.date) : '' }));
  };
  return (
    <DatesProvider settings={{ locale: language === 'tr' ? 'tr' : 'en-gb', firstDayOfWeek: 1 }}>
      <DateInput
        label={label}
        value={value || null}
        valueFormat={dateFieldFormat(language)}
        dateParser={parseDateText}
        fixOnBlur={false}
        error={problem}
        onBlur={check}
        onChange={(next) => {
          if (!next && !clearable) return;
          setProblem(null);
          onChange(next ? next.slice(0, 10) : '');
        }}
        clearable={clearable}
        clearButtonProps={{ 'aria-label': t('dateField.clear') }}
        ariaLabels={{
          previousMonth: t('dateField.previousMonth'),
          nextMonth: t('dateField.nextMonth'),
          previousYear: t('dateField.previousYear'),
          nextYear: t('dateField.nextYear'),
          previousDecade: t('dateField.previousDecade'),
          nextDecade: t('dateField.nextDecade'),
        }}
        {...(minDate ? { minDate } : {})}
        {...(maxDate ? { maxDate } : {})}
        w={props.w ?? { base: '100%', xs: 170 }}
      />
    </DatesProvider>
  );
}

// The one-day board page lives with the date field, not in a module of its own: that became a chunk of its
// own, whose name the first view's entry then carries (the bundle budget).

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
