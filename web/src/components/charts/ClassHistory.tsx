import { addDays, isValidDate, type Language } from '@bulten/core';
import { Group, NativeSelect, Stack, Title, type TitleProps } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from '../../i18n/translator';
import { DateField } from '../DateField';
import { EmptyNotice, QueryState } from '../QueryState';
import { PriceChart, type PriceChartOverlay, type PriceChartPoint } from './PriceChart';

/** Days of history shown before a board's day when no range is chosen. */
export const DEFAULT_HISTORY_DAYS = 90;

/** The default range of a board's history: the board's day and `DEFAULT_HISTORY_DAYS` before it. */
export function defaultHistoryRange(day: string): { from: string; to: string } {
  return { from: addDays(day, -DEFAULT_HISTORY_DAYS), to: day };
}

/** The range a board's history shows: the URL's `bas` and `bit` where they are dates, else the default range. */
export function chosenHistoryRange(
  day: string,
  chosen: { bas: string; bit: string },
): { from: string; to: string } {
  const range = defaultHistoryRange(day);
  return {
    from: isValidDate(chosen.bas) ? chosen.bas : range.from,
    to: isValidDate(chosen.bit) ? chosen.bit : range.to,
  };
}

/** A day's average on its own, as the average line draws it: no min–max band, no volume. */
export function averageOnlyPoint(date: string, avg: number): PriceChartPoint {
  return { date, avg, min: avg, max: avg, quantity: 0 };
}

/** The texts of a class history, in the page's language. */
export interface ClassHistoryTexts {
  title: string;
  class: string;
  from: string;
  to: string;
  noHistory: string;
  /** The name of the average line. */
  average: string;
}

/**
 * A board's history texts, named alike under its translation area (`<area>.historyTitle`, `.class`, `.from`,
 * `.to`, `.noHistory`), with the average line's name.
 */
export function classHistoryTexts(t: TFunction, area: string, average: string): ClassHistoryTexts {
  return {
    title: t(`${area}.historyTitle`),
    class: t(`${area}.class`),
    from: t(`${area}.from`),
    to: t(`${area}.to`),
    noHistory: t(`${area}.noHistory`),
    average,
  };
}

/** The chosen class and range of a board's history (URL state), and how a choice changes them. */
export interface ClassHistoryChoice {
  classId: number;
  from: string;
  to: string;
  language: Language;
  onChange: (patch: { sinif?: string; bas?: string; bit?: string }) => void;
}

/** Props of a class history: the classes to pick from, the choice, and the chosen class's chart. */
export interface ClassHistoryProps<T extends { Noktalar: readonly unknown[] }> extends ClassHistoryChoice {
  /** The heading's id, which names the section. */
  titleId: string;
  titleSize?: TitleProps['size'];
  texts: ClassHistoryTexts;
  classes: readonly { SinifId: number; SinifAdi: string }[];
  /** The chosen class's history over the range. */
  history: UseQueryResult<T>;
  /** The class's own average, drawn as the average line. */
  series: readonly PriceChartPoint[];
  overlays: readonly PriceChartOverlay[];
}

/** A board's class over a chosen range: a class picker and two dates above its average line and overlays. */
export function ClassHistory<T extends { Noktalar: readonly unknown[] }>({
  titleId,
  titleSize,
  texts,
  classes,
  classId,
  from,
  to,
  language,
  onChange,
  history,
  series,
  overlays,
}: ClassHistoryProps<T>) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size={titleSize} id={titleId}>
        {texts.title}
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={texts.class}
          value={String(classId)}
          data={classes.map((c) => ({ value: String(c.SinifId), label: c.SinifAdi }))}
          onChange={(e) => onChange({ sinif: e.currentTarget.value })}
          maw="100%"
        />
        <DateField label={texts.from} value={from} maxDate={to} onChange={(bas) => onChange({ bas })} />
        <DateField label={texts.to} value={to} minDate={from} onChange={(bit) => onChange({ bit })} />
      </Group>
      <QueryState
        query={history}
        isEmpty={(d) => d.Noktalar.length === 0}
        empty={<EmptyNotice>{texts.noHistory}</EmptyNotice>}
      >
        {() => (
          <PriceChart
            series={series}
            overlays={overlays}
            unit="TL/kg"
            language={language}
            averageOnly={{ label: texts.average }}
          />
        )}
      </QueryState>
    </Stack>
  );
}
