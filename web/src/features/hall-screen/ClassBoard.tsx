import type { DailyClassCard, Language } from '@bulten/core';
import { VisuallyHidden } from '@mantine/core';
import type { Ref } from 'react';
import { HeadRow } from '../../components/CaptionedTable';
import { DIRECTION_ARROWS } from '../../format/changes';
import { formatChangePercent } from '../../format/percents';
import { formatPrice } from '../../format/prices';
import { useTranslation } from '../../i18n/react';
import { shownName } from './hall-pages';
import type { NameFits } from './use-board-pages';

/** One class's row: its name (short if staff set one, at most two lines), weighted average, change. */
function ClassRow({ row, language, fits }: { row: DailyClassCard; language: Language; fits: NameFits }) {
  const { t } = useTranslation();
  const full = row.SinifAdi ?? row.GrupAdi;
  const name = shownName(full, row.SinifKisaAdi);
  return (
    <tr>
      {/* A short name stands for the full one, which screen readers get (and a mouse's title). */}
      <th scope="row" title={full} aria-label={name === full ? undefined : full}>
        <span className="hall-name" data-fit={fits.get(name) || undefined}>
          {name}
        </span>
      </th>
      <td className="num hall-figure hall-price">
        <span className="hall-price-value">{formatPrice(language, row.OrtFiyat)}</span>{' '}
        {row.FiyatBirimi && <span className="hall-unit">{row.FiyatBirimi}</span>}
      </td>
      <td className="num hall-figure hall-change" data-dir={row.Yon ?? 'NONE'}>
        {row.Yon && <VisuallyHidden component="span">{t(`figures.direction.${row.Yon}`)}: </VisuallyHidden>}
        {row.Yon && <span aria-hidden="true">{DIRECTION_ARROWS[row.Yon]} </span>}
        {formatChangePercent(language, row.DegisimYuzde)}
      </td>
    </tr>
  );
}

/**
 * The board's table: caption, column heads and rows. Drawn twice: once hidden with every row, to measure
 * (`widths` unset: the browser sizes the columns), and once for the page shown, with the measured widths
 * of the figure columns, so that its rows are exactly as tall as measured and no page moves its columns.
 */
export function BoardTable(props: {
  caption: string;
  rows: readonly DailyClassCard[];
  language: Language;
  /** Widths in px of the average and change columns; the name takes the rest. */
  widths?: readonly [number, number];
  /** Names written smaller to fit two lines. */
  fits: NameFits;
  measuring?: boolean;
  tableRef?: Ref<HTMLTableElement>;
}) {
  const { t } = useTranslation();
  const { widths, measuring } = props;
  return (
    <table
      ref={props.tableRef}
      className={measuring ? 'hall-board hall-measure' : 'hall-board'}
      aria-hidden={measuring || undefined}
      style={widths ? { tableLayout: 'fixed' } : undefined}
    >
      <caption>{props.caption}</caption>
      {widths && (
        <colgroup>
          <col />
          <col style={{ width: widths[0] }} />
          <col style={{ width: widths[1] }} />
        </colgroup>
      )}
      <HeadRow
        heads={[
          { key: 'class', label: t('hallScreen.class') },
          { key: 'average', label: t('figures.average'), numeric: true },
          { key: 'change', label: t('figures.change'), numeric: true },
        ]}
      />
      <tbody>
        {props.rows.map((row) => (
          <ClassRow key={row.SinifId ?? row.GrupId} row={row} language={props.language} fits={props.fits} />
        ))}
      </tbody>
    </table>
  );
}
