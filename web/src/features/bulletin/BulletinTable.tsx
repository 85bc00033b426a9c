import type { DayRow, DayRowCh, Language } from '@bulten/core';
import { Anchor } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../i18n/format';
import { amountText, groupBlocks, priceText, quantityText, rowItemId, rowName } from './bulletin-format';
import { ChangeCell } from './ChangeCell';
import { ScrollRegion } from './ScrollRegion';

/** Props of a day's bulletin table. */
export interface BulletinTableProps {
  rows: readonly DayRow[];
  language: Language;
  caption: string;
  /** Live animals: adds heads, TL per head and TL per kg of live weight; links go to `…-ch`. */
  liveAnimal: boolean;
}

const BASE_COLUMNS = ['name', 'min', 'max', 'avg', 'quantity', 'amount', 'trades', 'change'] as const;
const ANIMAL_COLUMNS = ['heads', 'perHead', 'perKg'] as const;

/** The bulletin rows, one `tbody` per group, group → class → product, with a caption and column headers. */
export function BulletinTable({ rows, language, caption, liveAnimal }: BulletinTableProps) {
  const { t } = useTranslation();
  const columns = liveAnimal ? [...BASE_COLUMNS, ...ANIMAL_COLUMNS] : BASE_COLUMNS;
  return (
    <ScrollRegion label={caption}>
      <table className="data-table bulletin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className={c === 'name' ? undefined : 'num'}>
                {t(`bulletin.col.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        {groupBlocks(rows).map((block) => (
          <tbody key={block[0]?.GrupId}>
            {block.map((row) => (
              <BulletinRow
                key={`${row.Seviye}-${rowItemId(row)}`}
                row={row}
                language={language}
                liveAnimal={liveAnimal}
              />
            ))}
          </tbody>
        ))}
      </table>
    </ScrollRegion>
  );
}

function BulletinRow({
  row,
  language,
  liveAnimal,
}: {
  row: DayRow;
  language: Language;
  liveAnimal: boolean;
}) {
  const base = liveAnimal ? '/online-bulten-ch' : '/online-bulten';
  const animal = row as Partial<DayRowCh>;
  return (
    <tr className={`level-${row.Seviye.toLowerCase()}`}>
      <th scope="row">
        <Anchor component={Link} to={`${base}/${rowItemId(row)}`} size="sm">
          {rowName(row)}
        </Anchor>
      </th>
      <td className="num">{priceText(language, row.MinFiyat)}</td>
      <td className="num">{priceText(language, row.MaxFiyat)}</td>
      <td className="num strong">{priceText(language, row.OrtFiyat, row.FiyatBirimi)}</td>
      <td className="num">{quantityText(language, row.Miktar, row.Birim)}</td>
      <td className="num">{amountText(language, row.Tutar)}</td>
      <td className="num">{formatNumber(language, row.IslemSayisi)}</td>
      <td className="num">
        <ChangeCell language={language} direction={row.Yon} percent={row.DegisimYuzde} amount={row.Degisim} />
      </td>
      {liveAnimal && (
        <Fragment>
          <td className="num">{formatNumber(language, animal.BasSayisi ?? 0)}</td>
          <td className="num">{priceText(language, animal.BasFiyat ?? null)}</td>
          <td className="num">{priceText(language, animal.KgFiyat ?? null)}</td>
        </Fragment>
      )}
    </tr>
  );
}
