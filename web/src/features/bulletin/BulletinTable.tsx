import type { CorrectionRow, DayRow, Language } from '@bulten/core';
import { Anchor } from '@mantine/core';
import { memo } from 'react';
import { CaptionedTable } from '../../components/CaptionedTable';
import type { FigureKey } from '../../components/figure-columns';
import { useTranslation } from '../../i18n/react';
import { bulletinPath } from '../../routing/paths';
import { Link } from '../../routing/router';
import { groupBlocks, rowItemId, rowName } from './bulletin-rows';
import { CorrectedMark } from './Corrections';
import { bulletinColumns } from './columns';

/** Props of a day's bulletin table. */
export interface BulletinTableProps {
  rows: readonly DayRow[];
  language: Language;
  caption: string;
  /** Live animals: adds heads, TL per head and TL per kg of live weight; links go to `…-ch`. */
  liveAnimal: boolean;
  /** Figures changed by corrections after they were shown, per node and column: marked in their cells. */
  corrected?: ReadonlyMap<number, ReadonlyMap<FigureKey | string, CorrectionRow>>;
}

/**
 * The bulletin rows, one `tbody` per group, group → class → product, with a caption and column headers.
 * Rendered again only when its props change: a day's table has some 2,000 cells, and its screen renders
 * again on every change of the URL (the day moved into it once the page has started, too).
 */
export const BulletinTable = memo(function BulletinTable({
  rows,
  language,
  caption,
  liveAnimal,
  corrected,
}: BulletinTableProps) {
  const { t } = useTranslation();
  const columns = bulletinColumns(t, liveAnimal);
  return (
    <CaptionedTable
      caption={caption}
      className="bulletin-table"
      heads={[
        { key: 'name', label: t('bulletin.col.name') },
        ...columns.map((c) => ({ key: c.key, label: c.label, numeric: true })),
      ]}
    >
      {groupBlocks(rows).map((block) => (
        <tbody key={block[0]?.GrupId}>
          {block.map((row) => (
            <tr key={`${row.Seviye}-${rowItemId(row)}`} className={`level-${row.Seviye.toLowerCase()}`}>
              <th scope="row">
                <Anchor component={Link} to={bulletinPath(rowItemId(row), liveAnimal)} size="sm">
                  {rowName(row)}
                </Anchor>
              </th>
              {columns.map((c) => {
                const correction = corrected?.get(rowItemId(row))?.get(c.key);
                return (
                  <td key={c.key} className={c.key === 'average' ? 'num strong' : 'num'}>
                    {c.cell(row, language)}
                    {correction && <CorrectedMark row={correction} />}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      ))}
    </CaptionedTable>
  );
});
