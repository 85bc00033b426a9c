import type { DailyClassCard, Language } from '@bulten/core';
import { VisuallyHidden } from '@mantine/core';
import { HeadRow } from '../../components/CaptionedTable';
import { DIRECTION_ARROWS } from '../../format/changes';
import { formatDate } from '../../format/dates';
import { formatChangePercent } from '../../format/percents';
import { priceText } from '../../format/prices';
import { useTranslation } from '../../i18n/react';

/** One page of the day's class prices: name, weighted average with its unit, change vs the previous day. */
export function ClassBoard(props: {
  rows: readonly DailyClassCard[];
  page: number;
  pages: number;
  language: Language;
}) {
  const { t } = useTranslation();
  const { rows, page, pages, language } = props;
  const date = rows[0]?.IslemTarih;
  const caption = date
    ? t('hallScreen.boardCaption', { date: formatDate(language, date), page: page + 1, pages })
    : t('hallScreen.title');
  return (
    <table className="hall-board">
      <caption>{caption}</caption>
      <HeadRow
        heads={[
          { key: 'class', label: t('hallScreen.class') },
          { key: 'avg', label: t('figures.avg'), numeric: true },
          { key: 'change', label: t('figures.change'), numeric: true },
        ]}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.SinifId ?? row.GrupId}>
            <th scope="row">{row.SinifAdi}</th>
            <td className="num hall-figure hall-price">
              {priceText(language, row.OrtFiyat, row.FiyatBirimi)}
            </td>
            <td className="num hall-figure hall-change" data-dir={row.Yon ?? 'NONE'}>
              {row.Yon && (
                <VisuallyHidden component="span">{t(`figures.direction.${row.Yon}`)}: </VisuallyHidden>
              )}
              {row.Yon && <span aria-hidden="true">{DIRECTION_ARROWS[row.Yon]} </span>}
              {formatChangePercent(language, row.DegisimYuzde)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
