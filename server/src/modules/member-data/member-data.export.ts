import {
  isValidDate,
  type Language,
  type MemberArrival,
  type MemberCommittee,
  type MemberDailyTotals,
  type MemberMonthlySales,
  type MemberProductTotals,
  type MemberRegistration,
  type MemberStock,
} from '@bulten/core';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  type AboutLine,
  type ExportColumn,
  safeFilename,
  sendFile,
  shownDate,
  shownRange,
  tableFile,
} from '../../http/exports/table-export.js';
import { memberInfo } from './member-data.service.js';

/** Columns of each member-data list that can be downloaded (`?format=csv|xlsx`). */
type Columns<T> = ReadonlyArray<ExportColumn<T>>;

const product = <T extends { UrunKodu: string; UrunAdi: string; Birim: string | null }>(): Columns<T> => [
  { header: { tr: 'Ürün Kodu', en: 'Product Code' }, kind: 'text', value: (r) => r.UrunKodu },
  { header: { tr: 'Ürün', en: 'Product' }, kind: 'text', value: (r) => r.UrunAdi },
  { header: { tr: 'Birim', en: 'Unit' }, kind: 'text', value: (r) => r.Birim },
];

const totals = <T extends MemberProductTotals>(): Columns<T> => [
  { header: { tr: 'İşlem Sayısı', en: 'Trades' }, kind: 'count', value: (r) => r.IslemSayisi },
  { header: { tr: 'Miktar', en: 'Quantity' }, kind: 'quantity', value: (r) => r.Miktar },
  { header: { tr: 'Tutar (TL)', en: 'Amount (TL)' }, kind: 'amount', value: (r) => r.Tutar },
  { header: { tr: 'Ağırlıklı Ortalama', en: 'Weighted Average' }, kind: 'price', value: (r) => r.OrtFiyat },
  { header: { tr: 'En Düşük', en: 'Min' }, kind: 'price', value: (r) => r.MinFiyat },
  { header: { tr: 'En Yüksek', en: 'Max' }, kind: 'price', value: (r) => r.MaxFiyat },
];

const party = (p: MemberRegistration['AliciUye']) => (p ? `${p.UyeKodu} ${p.Unvan}` : null);

const registrationColumns: Columns<MemberRegistration> = [
  { header: { tr: 'Tescil No', en: 'Registration No' }, kind: 'text', value: (r) => r.TescilNo },
  { header: { tr: 'İşlem Tarihi', en: 'Trade Date' }, kind: 'date', value: (r) => r.IslemTarih },
  { header: { tr: 'İşlem Zamanı', en: 'Trade Time' }, kind: 'datetime', value: (r) => r.IslemZamani },
  ...product<MemberRegistration>(),
  { header: { tr: 'Kanal', en: 'Channel' }, kind: 'text', value: (r) => r.Kanal },
  { header: { tr: 'Miktar', en: 'Quantity' }, kind: 'quantity', value: (r) => r.Miktar },
  { header: { tr: 'Birim Fiyat', en: 'Unit Price' }, kind: 'price', value: (r) => r.BirimFiyat },
  { header: { tr: 'Tutar (TL)', en: 'Amount (TL)' }, kind: 'amount', value: (r) => r.Tutar },
  { header: { tr: 'Alıcı', en: 'Buyer' }, kind: 'text', value: (r) => party(r.AliciUye) },
  { header: { tr: 'Satıcı', en: 'Seller' }, kind: 'text', value: (r) => party(r.SaticiUye) },
  { header: { tr: 'Durum', en: 'Status' }, kind: 'text', value: (r) => r.Durum },
  { header: { tr: 'İptal Nedeni', en: 'Cancel Reason' }, kind: 'text', value: (r) => r.IptalNedeni },
  { header: { tr: 'İl', en: 'Province' }, kind: 'text', value: (r) => r.Il },
  { header: { tr: 'İlçe', en: 'District' }, kind: 'text', value: (r) => r.Ilce },
];

const arrivalColumns: Columns<MemberArrival> = [
  { header: { tr: 'Tarih', en: 'Date' }, kind: 'date', value: (r) => r.Tarih },
  { header: { tr: 'Saat', en: 'Time' }, kind: 'datetime', value: (r) => r.Zaman },
  ...product<MemberArrival>(),
  { header: { tr: 'Miktar', en: 'Quantity' }, kind: 'quantity', value: (r) => r.Miktar },
  { header: { tr: 'Araç Sayısı', en: 'Vehicles' }, kind: 'count', value: (r) => r.AracSayisi },
  { header: { tr: 'İl', en: 'Province' }, kind: 'text', value: (r) => r.Il },
  { header: { tr: 'İlçe', en: 'District' }, kind: 'text', value: (r) => r.Ilce },
  { header: { tr: 'Durum', en: 'Status' }, kind: 'text', value: (r) => r.Durum },
];

const stockColumns: Columns<MemberStock> = [
  ...product<MemberStock>(),
  { header: { tr: 'Depo', en: 'Warehouse' }, kind: 'text', value: (r) => r.Depo },
  { header: { tr: 'Miktar', en: 'Quantity' }, kind: 'quantity', value: (r) => r.Miktar },
  { header: { tr: 'Güncelleme', en: 'Updated' }, kind: 'text', value: (r) => r.GuncellemeZamani },
];

const committeeColumns: Columns<MemberCommittee> = [
  { header: { tr: 'Komite Kodu', en: 'Committee Code' }, kind: 'text', value: (r) => r.KomiteKodu },
  { header: { tr: 'Komite', en: 'Committee' }, kind: 'text', value: (r) => r.KomiteAdi },
  { header: { tr: 'Görev', en: 'Role' }, kind: 'text', value: (r) => r.Gorev },
];

const monthlyColumns: Columns<MemberMonthlySales> = [
  { header: { tr: 'Ay', en: 'Month' }, kind: 'count', value: (r) => r.Ay },
  ...product<MemberMonthlySales>(),
  ...totals<MemberMonthlySales>(),
];

const productTotalsColumns: Columns<MemberProductTotals> = [
  ...product<MemberProductTotals>(),
  ...totals<MemberProductTotals>(),
];

const dailyColumns: Columns<MemberDailyTotals> = [
  { header: { tr: 'İşlem Tarihi', en: 'Trade Date' }, kind: 'date', value: (r) => r.IslemTarih },
  ...product<MemberDailyTotals>(),
  ...totals<MemberDailyTotals>(),
];

/** The rows each list holds. */
export interface MemberExportRows {
  registrations: MemberRegistration;
  purchases: MemberRegistration;
  sales: MemberRegistration;
  arrivals: MemberArrival;
  stock: MemberStock;
  committees: MemberCommittee;
  monthlySales: MemberMonthlySales;
  purchaseTotals: MemberProductTotals;
  dailyPurchases: MemberDailyTotals;
}

/** Which member-data list a file holds. */
export type MemberExport = keyof MemberExportRows;

/** Every downloadable member-data list: its columns and its title in both languages. */
export const MEMBER_EXPORTS: {
  [K in MemberExport]: { columns: Columns<MemberExportRows[K]>; title: Record<Language, string> };
} = {
  registrations: { columns: registrationColumns, title: { tr: 'Tescillerim', en: 'My Registrations' } },
  purchases: { columns: registrationColumns, title: { tr: 'Alınan Ürünler', en: 'Purchases' } },
  sales: { columns: registrationColumns, title: { tr: 'Satılan Ürünler', en: 'Sales' } },
  arrivals: { columns: arrivalColumns, title: { tr: 'Gelen Ürünler', en: 'Arrivals' } },
  stock: { columns: stockColumns, title: { tr: 'Stok Listesi', en: 'Stock' } },
  committees: { columns: committeeColumns, title: { tr: 'Meslek Komiteleri', en: 'Committees' } },
  monthlySales: { columns: monthlyColumns, title: { tr: 'Aylık Satışlar', en: 'Monthly Sales' } },
  purchaseTotals: {
    columns: productTotalsColumns,
    title: { tr: 'Ürün Bazında Alışlar', en: 'Purchases per Product' },
  },
  dailyPurchases: { columns: dailyColumns, title: { tr: 'Günlük Alışlar', en: 'Purchases per Day' } },
};

/** The lines heading a member's file: the list, the member, its range, day or year (from the name's parts). */
async function memberAbout(
  db: Kysely<Database>,
  title: string,
  lang: Language,
  [member, ...rest]: ReadonlyArray<string | number>,
): Promise<{ about: AboutLine[]; code: string }> {
  const who = typeof member === 'number' ? await memberInfo(db, member) : null;
  const words = ABOUT_WORDS[lang];
  const about: AboutLine[] = [
    [words.list, title],
    [words.member, who ? `${who.UyeKodu} ${who.Unvan}` : words.all],
  ];
  const dates = rest.filter((p): p is string => typeof p === 'string' && isValidDate(p));
  if (dates.length === 2) about.push([words.range, shownRange(lang, dates[0]!, dates[1]!)]);
  else if (dates.length === 1) about.push([words.date, shownDate(lang, dates[0]!)]);
  const year = rest.find((p) => typeof p === 'number');
  if (year !== undefined) about.push([words.year, String(year)]);
  return { about, code: who?.UyeKodu ?? String(member ?? '') };
}

const ABOUT_WORDS = {
  tr: { list: 'Liste', member: 'Üye', all: 'Tüm üyeler', range: 'Tarih aralığı', date: 'Tarih', year: 'Yıl' },
  en: { list: 'List', member: 'Member', all: 'All members', range: 'Date range', date: 'Date', year: 'Year' },
} as const satisfies Record<Language, Record<string, string>>;

/** A member list to send as a file: which list, its rows, the format and language, and its name's parts. */
export interface MemberFile<K extends MemberExport> {
  list: K;
  rows: ReadonlyArray<MemberExportRows[K]>;
  format: 'csv' | 'xlsx';
  lang: Language;
  /** The member id (or `all`), then its range, day or year. */
  name: ReadonlyArray<string | number>;
}

/**
 * Sends a member-data list as a CSV or XLSX download named `<title>_<member code>_<range…>`, its first lines
 * saying which list of which member over which range, with the same columns in both languages' headers.
 */
export async function sendMemberFile<K extends MemberExport>(
  db: Kysely<Database>,
  reply: FastifyReply,
  file: MemberFile<K>,
): Promise<FastifyReply> {
  const spec = MEMBER_EXPORTS[file.list];
  const title = spec.title[file.lang];
  const { about, code } = await memberAbout(db, title, file.lang, file.name);
  const base = safeFilename(
    [title.toLowerCase().replaceAll(' ', '-'), code, ...file.name.slice(1)].join('_'),
  );
  const table = { title, columns: spec.columns, rows: file.rows, about };
  return sendFile(reply, await tableFile(table, file.lang, file.format, base));
}
