import type { CorrectionKind, CorrectionRow, Language } from '@bulten/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { EndpointName } from '../../api/http';
import { Block } from '../../components/Block';
import { type Column, DataTable } from '../../components/DataTable';
import { OpenDataLinks } from '../../components/DownloadLinks';
import { EmptyNotice, QueryState } from '../../components/QueryState';
import { formatDate, formatDateTime } from '../../format/dates';
import { useTranslation } from '../../i18n/react';
import { correctionValue } from './corrections';

/** The text of each kind of change: a correction, a cancellation, a late registration, an import. */
export const MARK_KEYS: Record<CorrectionKind, string> = {
  DUZELTME: 'corrections.mark',
  IPTAL: 'corrections.cancelledMark',
  GEC_TESCIL: 'corrections.lateMark',
  ICE_AKTARMA: 'corrections.importMark',
};

/**
 * The mark of a figure or row changed after it was shown: "düzeltildi" / "corrected", saying what changed
 * it when that was no correction of a registration (a cancellation, a late registration, an import). A plain
 * outlined span (bulletin.css), never cut or shrunk: a table gives it the room its words take (Mantine's
 * badge clips its label and, in a table cell, takes no room and covers the next column).
 */
export function CorrectedMark({ row }: { row: Pick<CorrectionRow, 'Tur'> }) {
  const { t } = useTranslation();
  return <span className="corrected-mark">{t(MARK_KEYS[row.Tur])}</span>;
}

function columns(t: (key: string) => string, withDate: boolean): Column<CorrectionRow>[] {
  const date: Column<CorrectionRow> = {
    key: 'date',
    label: t('figures.date'),
    cell: (r, l) => formatDate(l, r.Tarih),
  };
  return [
    { key: 'item', label: t('corrections.item'), cell: (r) => r.UrunAdi ?? r.SinifAdi ?? r.GrupAdi },
    ...(withDate ? [date] : []),
    { key: 'field', label: t('corrections.field'), cell: (r) => t(`figures.${r.Alan}`) },
    {
      key: 'change',
      label: t('corrections.beforeAfter'),
      numeric: true,
      cell: (r, l) => `${correctionValue(l, r, r.Onceki)} → ${correctionValue(l, r, r.Sonraki)}`,
    },
    { key: 'kind', label: t('corrections.kind'), cell: (r) => <CorrectedMark row={r} /> },
    { key: 'when', label: t('corrections.when'), cell: (r, l) => formatDateTime(l, new Date(r.Zaman)) },
  ];
}

/**
 * The corrections block of a bulletin day or a product page: each published figure that changed after it
 * was shown (a correction, a cancellation, a late registration or an import on a final day), before →
 * after, what changed it and when (the registration is never shown).
 */
export function CorrectionsBlock(props: {
  query: UseQueryResult<CorrectionRow[]>;
  language: Language;
  caption: string;
  /** Rows of several days (the product page) show their date. */
  withDate?: boolean;
  /** The read the block shows and its parameters, for the open-data links. */
  source: { endpoint: { readonly name: EndpointName }; values: Record<string, string | number> };
}) {
  const { t } = useTranslation();
  return (
    <Block id="corrections-heading" title={t('corrections.title')}>
      <QueryState
        query={props.query}
        loading={null}
        empty={<EmptyNotice>{t('corrections.none')}</EmptyNotice>}
      >
        {(rows) => (
          <>
            <OpenDataLinks endpoint={props.source.endpoint} values={props.source.values} />
            <DataTable
              rows={rows}
              columns={columns(t, props.withDate ?? false)}
              rowKey={(r, i) => `${r.Zaman}-${r.UrunId ?? r.SinifId}-${r.Alan}-${i}`}
              caption={props.caption}
              language={props.language}
            />
          </>
        )}
      </QueryState>
    </Block>
  );
}
