import type { Language, RegionalRow } from '@bulten/core';
import { classNameKey } from '@bulten/core/plain';
import { Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDate } from '../../format/dates';
import { formatPrice } from '../../format/prices';
import { useTranslation } from '../../i18n/react';
import { ChangeText } from '../ChangeText';
import { NumberCell, StripedTable } from '../StripedTable';
import { peerFreshness } from './freshness';

const direction = (difference: number | null) =>
  difference === null ? null : difference > 0 ? 'UP' : difference < 0 ? 'DOWN' : 'UNCH';

/** Props of one class's figures at each exchange. */
export interface PeerFiguresTableProps {
  /** The board's day (freshness is told against it). */
  date: string;
  /** Our exchange's name. */
  ours: string;
  /** The class's rows, one per peer class mapped to it (ours repeated in each). */
  rows: readonly RegionalRow[];
  language: Language;
  caption: string;
}

function PeerRow({ row, date, language }: { row: RegionalRow; date: string; language: Language }) {
  const { t } = useTranslation();
  const fresh = peerFreshness(date, row.KomsuTarih, row.OkunmaYasiDakika);
  const ownName = classNameKey(row.KomsuSinifAdi) !== classNameKey(row.SinifAdi);
  return (
    <Table.Tr data-peer={row.KomsuId}>
      <Table.Th scope="row" fw="normal">
        {row.KomsuBulteni ? (
          <Anchor href={row.KomsuBulteni} target="_blank" rel="noopener noreferrer">
            {row.KomsuAdi}
            <VisuallyHidden> {t('regional.opensBulletin')}</VisuallyHidden>
          </Anchor>
        ) : (
          row.KomsuAdi
        )}
        <Text size="xs" c="dimmed" component="span" display="block">
          {row.KomsuSehir}
          {ownName && ` · ${t('regional.theirClass', { name: row.KomsuSinifAdi })}`}
        </Text>
      </Table.Th>
      <Table.Td>
        {row.KomsuTarih ? formatDate(language, row.KomsuTarih) : '–'}
        {fresh && (
          <Text size="xs" c="dimmed" component="span" display="block">
            {t(fresh.key, fresh.values)}
          </Text>
        )}
      </Table.Td>
      <NumberCell>{formatPrice(language, row.KomsuOrtalama)}</NumberCell>
      <NumberCell>
        <ChangeText direction={direction(row.Fark)} percent={row.FarkYuzde} amount={row.Fark} />
      </NumberCell>
    </Table.Tr>
  );
}

/**
 * A class at every exchange: our average of our day first (marked as ours), then each peer's average of
 * its own day with how fresh it is, a link to the peer's own bulletin, and the difference from ours.
 */
export function PeerFiguresTable({ date, ours, rows, language, caption }: PeerFiguresTableProps) {
  const { t } = useTranslation();
  const first = rows[0];
  if (!first) return null;
  return (
    <StripedTable
      caption={caption}
      nowrap={false}
      heads={[
        { key: 'exchange', label: t('regional.col.exchange') },
        { key: 'day', label: t('regional.col.day') },
        { key: 'average', label: t('regional.col.average'), numeric: true },
        { key: 'difference', label: t('regional.col.difference'), numeric: true },
      ]}
    >
      <Table.Tr data-peer="ours">
        <Table.Th scope="row">
          {ours}
          <Text size="xs" c="dimmed" component="span" display="block">
            {t('regional.oursNote')}
          </Text>
        </Table.Th>
        <Table.Td>{first.BorsaTarih ? formatDate(language, first.BorsaTarih) : '–'}</Table.Td>
        <NumberCell>{formatPrice(language, first.BorsaOrtalama)}</NumberCell>
        <NumberCell>–</NumberCell>
      </Table.Tr>
      {rows.map((row) => (
        <PeerRow key={`${row.KomsuId}|${row.KomsuSinifAdi}`} row={row} date={date} language={language} />
      ))}
    </StripedTable>
  );
}

/** A board's rows grouped by our class, in the board's order. */
export function rowsByClass(rows: readonly RegionalRow[]): RegionalRow[][] {
  const groups = new Map<number, RegionalRow[]>();
  for (const row of rows) groups.set(row.SinifId, [...(groups.get(row.SinifId) ?? []), row]);
  return [...groups.values()];
}
