import type { Language, RegionalRow } from '@bulten/core';
import { Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDate } from '../../format/dates';
import { formatPrice } from '../../format/prices';
import { useTranslation } from '../../i18n/react';
import { ChangeText } from '../ChangeText';
import { NumberCell, StripedTable } from '../StripedTable';
import { type Freshness, peerFreshness } from './freshness';

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

function DayLine({ day, fresh }: { day: string | null; fresh: Freshness | null }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'tr';
  if (day === null) return null;
  return (
    <Text size="xs" component="span" display="block" data-day={day}>
      {formatDate(language, day)}
      {fresh && ` · ${t(fresh.key, fresh.values)}`}
    </Text>
  );
}

function PeerRow({ row, date, language }: { row: RegionalRow; date: string; language: Language }) {
  const { t } = useTranslation();
  const fresh = peerFreshness(date, row.KomsuTarih, row.OkunmaYasiDakika);
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
        <DayLine day={row.KomsuTarih} fresh={fresh} />
        <Text size="xs" c="dimmed" component="span" display="block">
          {row.KomsuSehir}
          {!row.AyniSinifAdi && ` · ${t('regional.theirClass', { name: row.KomsuSinifAdi })}`}
        </Text>
      </Table.Th>
      <NumberCell>{formatPrice(language, row.KomsuOrtalama)}</NumberCell>
      <NumberCell>
        <ChangeText direction={direction(row.Fark)} percent={row.FarkYuzde} amount={row.Fark} />
      </NumberCell>
    </Table.Tr>
  );
}

/**
 * A class at every exchange: our average of our day first (marked as ours), then each peer's average of
 * its own day with how fresh it is, a link to the peer's own bulletin, and the difference from ours. Three
 * columns, each exchange's day under its name, so a phone shows it whole.
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
        { key: 'average', label: t('regional.col.average'), numeric: true },
        { key: 'difference', label: t('regional.col.difference'), numeric: true },
      ]}
    >
      <Table.Tr data-peer="ours">
        <Table.Th scope="row">
          {ours}
          <DayLine day={first.BorsaTarih} fresh={null} />
          <Text size="xs" c="dimmed" component="span" display="block">
            {t('regional.oursNote')}
          </Text>
        </Table.Th>
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
