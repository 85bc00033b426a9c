import type { DailyClassCard, Language } from '@bulten/core';
import { useEffect, useRef, useState } from 'react';
import { formatDate } from '../../format/dates';
import { useTranslation } from '../../i18n/react';
import { BoardTable } from './ClassBoard';
import { useBoardPages } from './use-board-pages';

/** The page shown now of `count` pages, moving on every `seconds`. */
function useRotation(count: number, seconds: number): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), seconds * 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return tick % Math.max(1, count);
}

/**
 * The day's class prices in pages that rotate by themselves, as many rows a page as fit the screen (every
 * row whole: names at most two lines, figures never cut), counted again when the screen or the rows change.
 */
export function ClassPages(props: { rows: readonly DailyClassCard[]; language: Language; seconds: number }) {
  const { t } = useTranslation();
  const { rows, language } = props;
  const area = useRef<HTMLElement>(null);
  const { layout, fits, tableRef } = useBoardPages(area, rows);
  const pages = layout?.pages ?? [];
  const page = useRotation(pages.length, props.seconds);
  const span = pages[page];
  const date = rows[0]?.IslemTarih;
  const caption = (n: number) =>
    date
      ? t('hallScreen.boardCaption', { date: formatDate(language, date), page: n, pages: pages.length || 1 })
      : t('hallScreen.title');
  return (
    <section ref={area} className="hall-classes" aria-label={t('hallScreen.classes')}>
      <BoardTable
        caption={caption(1)}
        rows={rows}
        language={language}
        fits={fits}
        measuring
        tableRef={tableRef}
      />
      {layout && span && (
        <BoardTable
          caption={caption(page + 1)}
          rows={rows.slice(span.start, span.end)}
          language={language}
          fits={fits}
          widths={layout.widths}
        />
      )}
    </section>
  );
}
