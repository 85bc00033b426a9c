import type { BasisRow, Language } from '@bulten/core';
import { ChangeText } from '../../components/ChangeText';
import { type Column, DataTable } from '../../components/DataTable';
import { formatPrice } from '../../format/prices';
import { useTranslation } from '../../i18n/react';

/** The direction of a basis (exchange above, below or level with TÜRİB); null without one. */
export function basisDirection(difference: number | null) {
  if (difference === null) return null;
  return difference > 0 ? 'UP' : difference < 0 ? 'DOWN' : 'UNCH';
}

/**
 * Per mapped class: the TÜRİB class, both averages in TL/kg and the basis in TL/kg and % (each class a card
 * on a phone).
 */
export function BasisTable(props: { rows: readonly BasisRow[]; language: Language; caption: string }) {
  const { t } = useTranslation();
  const { rows, language, caption } = props;
  const columns: Column<BasisRow>[] = [
    { key: 'class', label: t('basis.col.class'), cell: (r) => r.SinifAdi },
    { key: 'turibClass', label: t('basis.col.turibClass'), cell: (r) => r.TuribSinif },
    {
      key: 'exchange',
      label: t('basis.col.exchange'),
      numeric: true,
      cell: (r, l) => formatPrice(l, r.BorsaOrtalama),
    },
    {
      key: 'turib',
      label: t('basis.col.turib'),
      numeric: true,
      cell: (r, l) => formatPrice(l, r.TuribOrtalama),
    },
    {
      key: 'basis',
      label: t('basis.col.basis'),
      numeric: true,
      cell: (r) => <ChangeText direction={basisDirection(r.Fark)} percent={r.FarkYuzde} amount={r.Fark} />,
    },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(r) => String(r.SinifId)}
      caption={caption}
      language={language}
    />
  );
}
