import type {
  MemberArrival,
  MemberCommittee,
  MemberMonthlySales,
  MemberProductTotals,
  MemberRegistration,
  MemberStock,
} from '@bulten/core';
import type { MemberList, MemberListData } from '../../api/hooks/use-member-data';
import type { Column } from '../../components/DataTable';
import { figureColumns } from '../../components/figure-columns';
import { formatAmount } from '../../format/amounts';
import { formatDate, formatDateTime, monthName } from '../../format/dates';
import { formatCount } from '../../format/numbers';
import { formatPrice } from '../../format/prices';
import { quantityText } from '../../format/quantities';
import type { TFunction } from '../../i18n/translator';

type Columns<T> = Array<Column<T>>;

const quantity = <T extends { Miktar: number; Birim: MemberStock['Birim'] }>(t: TFunction): Column<T> => ({
  key: 'quantity',
  label: t('figures.quantity'),
  numeric: true,
  cell: (r, l) => quantityText(l, r.Miktar, r.Birim),
});

const product = <T extends { UrunAdi: string }>(t: TFunction): Column<T> => ({
  key: 'product',
  label: t('figures.product'),
  cell: (r) => r.UrunAdi,
});

function registrations(t: TFunction): Columns<MemberRegistration> {
  const party = (p: MemberRegistration['AliciUye']) => (p ? `${p.UyeKodu} ${p.Unvan}` : '–');
  return [
    { key: 'no', label: t('memberArea.col.registrationNo'), cell: (r) => r.TescilNo },
    {
      key: 'time',
      label: t('memberArea.col.time'),
      cell: (r, l) => formatDateTime(l, new Date(r.IslemZamani)),
    },
    product(t),
    {
      key: 'channel',
      label: t('memberArea.col.channel'),
      cell: (r) => t(`priceArchive.channels.${r.Kanal}`),
    },
    quantity(t),
    {
      key: 'price',
      label: t('memberArea.col.unitPrice'),
      numeric: true,
      cell: (r, l) => formatPrice(l, r.BirimFiyat),
    },
    {
      key: 'amount',
      label: t('memberArea.col.amount'),
      numeric: true,
      cell: (r, l) => formatAmount(l, r.Tutar),
    },
    { key: 'buyer', label: t('memberArea.col.buyer'), cell: (r) => party(r.AliciUye) },
    { key: 'seller', label: t('memberArea.col.seller'), cell: (r) => party(r.SaticiUye) },
    { key: 'status', label: t('memberArea.col.status'), cell: (r) => t(`memberArea.status.${r.Durum}`) },
  ];
}

const TOTALS = ['count', 'quantity', 'amount', 'average', 'min', 'max'] as const;

function purchases(t: TFunction): Columns<MemberProductTotals> {
  return [product(t), ...figureColumns<MemberProductTotals>(t, { keys: TOTALS })];
}

function sales(t: TFunction): Columns<MemberMonthlySales> {
  return [
    { key: 'month', label: t('memberArea.col.month'), cell: (r, l) => monthName(l, r.Ay) },
    product(t),
    ...figureColumns<MemberMonthlySales>(t, { keys: TOTALS }),
  ];
}

function stock(t: TFunction): Columns<MemberStock> {
  return [
    product(t),
    { key: 'warehouse', label: t('memberArea.col.warehouse'), cell: (r) => r.Depo },
    quantity(t),
    {
      key: 'updated',
      label: t('memberArea.col.updated'),
      cell: (r, l) => formatDateTime(l, new Date(r.GuncellemeZamani)),
    },
  ];
}

function arrivals(t: TFunction): Columns<MemberArrival> {
  return [
    {
      key: 'date',
      label: t('figures.date'),
      cell: (r, l) => `${formatDate(l, r.Tarih)} ${r.Zaman.slice(0, 5)}`,
    },
    product(t),
    quantity(t),
    {
      key: 'vehicles',
      label: t('memberArea.col.vehicles'),
      numeric: true,
      cell: (r, l) => formatCount(l, r.AracSayisi),
    },
    {
      key: 'place',
      label: t('memberArea.col.place'),
      cell: (r) => [r.Il, r.Ilce].filter(Boolean).join(' / ') || '–',
    },
    {
      key: 'status',
      label: t('memberArea.col.status'),
      cell: (r) => t(`memberArea.arrivalStatus.${r.Durum}`),
    },
  ];
}

function committees(t: TFunction): Columns<MemberCommittee> {
  return [
    { key: 'code', label: t('memberArea.col.committeeCode'), cell: (r) => r.KomiteKodu },
    { key: 'committee', label: t('memberArea.col.committee'), cell: (r) => r.KomiteAdi },
    { key: 'role', label: t('memberArea.col.role'), cell: (r) => r.Gorev },
  ];
}

/** The columns of every member-data list. */
export function memberColumns<L extends MemberList>(
  list: L,
  t: TFunction,
): Columns<MemberListData[L][number]> {
  const all: { [K in MemberList]: Columns<MemberListData[K][number]> } = {
    registrations: registrations(t),
    purchases: purchases(t),
    sales: sales(t),
    stock: stock(t),
    arrivals: arrivals(t),
    committees: committees(t),
  };
  return all[list];
}
