import type {
  Language,
  MemberArrival,
  MemberCommittee,
  MemberMonthlySales,
  MemberProductTotals,
  MemberRegistration,
  MemberStock,
} from '@bulten/core';
import type { TFunction } from 'i18next';
import type { MemberList, MemberListData } from '../../api/hooks/use-member-data';
import { formatDate, formatDateTime } from '../../i18n/format';
import { amount, count, price, quantity, unitLabel } from '../price-archive/figures-format';
import type { MemberColumn } from './MemberTable';

type Columns<T> = Array<MemberColumn<T>>;

const qty = (l: Language, r: { Miktar: number; Birim: string | null }) =>
  `${quantity(l, r.Miktar)} ${unitLabel(l, r.Birim)}`.trim();

function totals<T extends MemberProductTotals>(t: TFunction, l: Language): Columns<T> {
  return [
    { header: t('memberArea.col.count'), numeric: true, cell: (r) => count(l, r.IslemSayisi) },
    { header: t('memberArea.col.quantity'), numeric: true, cell: (r) => qty(l, r) },
    { header: t('memberArea.col.amount'), numeric: true, cell: (r) => amount(l, r.Tutar) },
    { header: t('memberArea.col.avg'), numeric: true, cell: (r) => price(l, r.OrtFiyat) },
    { header: t('memberArea.col.min'), numeric: true, cell: (r) => price(l, r.MinFiyat) },
    { header: t('memberArea.col.max'), numeric: true, cell: (r) => price(l, r.MaxFiyat) },
  ];
}

function registrations(t: TFunction, l: Language): Columns<MemberRegistration> {
  const party = (p: MemberRegistration['AliciUye']) => (p ? `${p.UyeKodu} ${p.Unvan}` : '–');
  return [
    { header: t('memberArea.col.registrationNo'), cell: (r) => r.TescilNo },
    { header: t('memberArea.col.time'), cell: (r) => formatDateTime(l, new Date(r.IslemZamani)) },
    { header: t('memberArea.col.product'), cell: (r) => r.UrunAdi },
    { header: t('memberArea.col.channel'), cell: (r) => t(`priceArchive.channels.${r.Kanal}`) },
    { header: t('memberArea.col.quantity'), numeric: true, cell: (r) => qty(l, r) },
    { header: t('memberArea.col.unitPrice'), numeric: true, cell: (r) => price(l, r.BirimFiyat) },
    { header: t('memberArea.col.amount'), numeric: true, cell: (r) => amount(l, r.Tutar) },
    { header: t('memberArea.col.buyer'), cell: (r) => party(r.AliciUye) },
    { header: t('memberArea.col.seller'), cell: (r) => party(r.SaticiUye) },
    { header: t('memberArea.col.status'), cell: (r) => t(`memberArea.status.${r.Durum}`) },
  ];
}

function purchases(t: TFunction, l: Language): Columns<MemberProductTotals> {
  return [
    { header: t('memberArea.col.product'), cell: (r) => r.UrunAdi },
    ...totals<MemberProductTotals>(t, l),
  ];
}

function sales(t: TFunction, l: Language): Columns<MemberMonthlySales> {
  const month = (m: number) =>
    new Intl.DateTimeFormat(l === 'tr' ? 'tr-TR' : 'en-GB', { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2000, m - 1, 1)),
    );
  return [
    { header: t('memberArea.col.month'), cell: (r) => month(r.Ay) },
    { header: t('memberArea.col.product'), cell: (r) => r.UrunAdi },
    ...totals<MemberMonthlySales>(t, l),
  ];
}

function stock(t: TFunction, l: Language): Columns<MemberStock> {
  return [
    { header: t('memberArea.col.product'), cell: (r) => r.UrunAdi },
    { header: t('memberArea.col.warehouse'), cell: (r) => r.Depo },
    { header: t('memberArea.col.quantity'), numeric: true, cell: (r) => qty(l, r) },
    { header: t('memberArea.col.updated'), cell: (r) => formatDateTime(l, new Date(r.GuncellemeZamani)) },
  ];
}

function arrivals(t: TFunction, l: Language): Columns<MemberArrival> {
  return [
    { header: t('memberArea.col.date'), cell: (r) => `${formatDate(l, r.Tarih)} ${r.Zaman.slice(0, 5)}` },
    { header: t('memberArea.col.product'), cell: (r) => r.UrunAdi },
    { header: t('memberArea.col.quantity'), numeric: true, cell: (r) => qty(l, r) },
    { header: t('memberArea.col.vehicles'), numeric: true, cell: (r) => count(l, r.AracSayisi) },
    { header: t('memberArea.col.place'), cell: (r) => [r.Il, r.Ilce].filter(Boolean).join(' / ') || '–' },
    { header: t('memberArea.col.status'), cell: (r) => t(`memberArea.arrivalStatus.${r.Durum}`) },
  ];
}

function committees(t: TFunction): Columns<MemberCommittee> {
  return [
    { header: t('memberArea.col.committeeCode'), cell: (r) => r.KomiteKodu },
    { header: t('memberArea.col.committee'), cell: (r) => r.KomiteAdi },
    { header: t('memberArea.col.role'), cell: (r) => r.Gorev },
  ];
}

/** The columns of every member-data list. */
export function memberColumns<L extends MemberList>(
  list: L,
  t: TFunction,
  l: Language,
): Columns<MemberListData[L][number]> {
  const all: { [K in MemberList]: Columns<MemberListData[K][number]> } = {
    registrations: registrations(t, l),
    purchases: purchases(t, l),
    sales: sales(t, l),
    stock: stock(t, l),
    arrivals: arrivals(t, l),
    committees: committees(t),
  };
  return all[list];
}
