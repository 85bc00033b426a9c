import {
  amountNumber,
  type Language,
  type MemberArrival,
  type MemberCommittee,
  type MemberDailyTotals,
  type MemberDetail,
  type MemberInfo,
  type MemberMonthlySales,
  type MemberProductTotals,
  type MemberRegistration,
  type MemberStock,
  priceNumber,
  quantityNumber,
  type Unit,
} from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { averagePriceOf } from '../figures/figures.rollup.js';
import { findMemberById, memberCommittees, memberSideTotals } from '../members/members.repository.js';
import type { MemberRow } from '../members/members.table.js';
import {
  type DateRange,
  type Grouping,
  memberArrivals,
  memberStock,
  memberTotals,
  type RegistrationFilter,
  registrationsWithParties,
  type Side,
} from './member-data.repository.js';

interface ProductColumns {
  product_code: string;
  name_tr: string;
  name_en: string;
  unit: Unit | null;
}

function product(row: ProductColumns & { product_id: number }, lang: Language) {
  return {
    UrunId: row.product_id,
    UrunKodu: row.product_code,
    UrunAdi: lang === 'en' ? row.name_en : row.name_tr,
    Birim: row.unit,
  };
}

/** A member by id, or 400 UNKNOWN_ID. */
export async function existingMember(db: Kysely<Database>, memberId: number): Promise<MemberRow> {
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError(400, 'UNKNOWN_ID', [`no member ${memberId}`]);
  return member;
}

function info(member: MemberRow): MemberInfo {
  return {
    UyeId: member.id,
    UyeKodu: member.code,
    Unvan: member.title,
    Il: member.city,
    Ilce: member.district,
  };
}

/** `GetUyeBilgileri`: who the member is. */
export async function memberInfo(db: Kysely<Database>, memberId: number): Promise<MemberInfo> {
  return info(await existingMember(db, memberId));
}

/** `GetUyeMeslekKomiteleri`: the member's committee seats. */
export async function committeesOf(
  db: Kysely<Database>,
  memberId: number,
  lang: Language,
): Promise<MemberCommittee[]> {
  await existingMember(db, memberId);
  return (await memberCommittees(db, memberId)).map((c) => ({
    KomiteId: c.id,
    KomiteKodu: c.code,
    KomiteAdi: lang === 'en' ? c.name_en : c.name_tr,
    Gorev: lang === 'en' ? c.role_en : c.role_tr,
  }));
}

async function yearTotals(db: Kysely<Database>, memberId: number, side: Side, year: number) {
  const totals = await memberSideTotals(db, memberId, side, { from: `${year}-01-01`, to: `${year}-12-31` });
  return { IslemSayisi: totals.count, Tutar: amountNumber(totals.amountE4) };
}

/** `GetUyeBilgileriDetayli`: contact data, committees and the year's purchase and sale totals. */
export async function memberDetail(
  db: Kysely<Database>,
  memberId: number,
  lang: Language,
  year: number,
): Promise<MemberDetail> {
  const member = await existingMember(db, memberId);
  return {
    ...info(member),
    VergiNo: member.tax_no,
    Telefon: member.phone,
    Eposta: member.email,
    KayitTarihi: member.registered_on,
    Komiteler: await committeesOf(db, memberId, lang),
    Yil: year,
    Alislar: await yearTotals(db, memberId, 'buyer', year),
    Satislar: await yearTotals(db, memberId, 'seller', year),
  };
}

/** `GetGelenUrunler`: the member's arrivals over a range, newest first. */
export async function arrivalsOf(
  db: Kysely<Database>,
  memberId: number,
  range: DateRange,
  lang: Language,
): Promise<MemberArrival[]> {
  await existingMember(db, memberId);
  return (await memberArrivals(db, memberId, range)).map((a) => ({
    Id: a.id,
    Tarih: a.arrival_date,
    Zaman: a.arrived_at,
    ...product(a, lang),
    Miktar: quantityNumber(a.quantity_milli),
    AracSayisi: a.vehicle_count,
    Il: a.city,
    Ilce: a.district,
    Durum: a.status,
  }));
}

/** `GetStokListesi`: the member's stock lines. */
export async function stockOf(
  db: Kysely<Database>,
  memberId: number,
  lang: Language,
): Promise<MemberStock[]> {
  await existingMember(db, memberId);
  return (await memberStock(db, memberId)).map((s) => ({
    ...product(s, lang),
    Depo: s.warehouse,
    Miktar: quantityNumber(s.quantity_milli),
    GuncellemeZamani: s.updated_at,
  }));
}

type PartyRow = Awaited<ReturnType<typeof registrationsWithParties>>[number];

function party(code: string | null, title: string | null) {
  return code === null ? null : { UyeKodu: code, Unvan: title ?? '' };
}

function memberRegistration(r: PartyRow, lang: Language): MemberRegistration {
  return {
    TescilNo: r.registration_no,
    IslemZamani: r.traded_at,
    IslemTarih: r.trade_date,
    ...product(r, lang),
    Kanal: r.channel,
    Miktar: quantityNumber(r.quantity_milli),
    BirimFiyat: priceNumber(r.unit_price_e4),
    Tutar: amountNumber(r.amount_e4),
    AliciUye: party(r.buyer_code, r.buyer_title),
    SaticiUye: party(r.seller_code, r.seller_title),
    Durum: r.status,
    IptalNedeni: r.cancel_reason,
    Il: r.city,
    Ilce: r.district,
  };
}

/** Registrations (`GetTesciller`, `GetAlinanUrunDetay`, `GetSatilanUrunDetay`), newest first. */
export async function registrationsOf(
  db: Kysely<Database>,
  filter: RegistrationFilter,
  lang: Language,
): Promise<MemberRegistration[]> {
  if (filter.memberId !== null) await existingMember(db, filter.memberId);
  return (await registrationsWithParties(db, filter)).map((r) => memberRegistration(r, lang));
}

type TotalsRow = Awaited<ReturnType<typeof memberTotals>>[number];

function totals(row: TotalsRow) {
  const quantityMilli = Number(row.quantity);
  const amountE4 = Number(row.amount);
  return {
    IslemSayisi: Number(row.n),
    Miktar: quantityNumber(quantityMilli),
    Tutar: amountNumber(amountE4),
    OrtFiyat: priceNumber(averagePriceOf({ amountE4, quantityMilli }) ?? 0),
    MinFiyat: priceNumber(Number(row.min_price)),
    MaxFiyat: priceNumber(Number(row.max_price)),
  };
}

async function totalsOf(
  db: Kysely<Database>,
  memberId: number,
  side: Side,
  range: DateRange,
  grouping: Grouping,
) {
  await existingMember(db, memberId);
  return memberTotals(db, memberId, side, range, grouping);
}

/** `GetSatilanUrun`: the member's sales per product per month of a year. */
export async function monthlySales(
  db: Kysely<Database>,
  memberId: number,
  year: number,
  lang: Language,
): Promise<MemberMonthlySales[]> {
  const rows = await totalsOf(
    db,
    memberId,
    'seller',
    { from: `${year}-01-01`, to: `${year}-12-31` },
    'month',
  );
  return rows.map((r) => ({ ...product(r, lang), Ay: Number(r.period), ...totals(r) }));
}

/** `GetAlinanUrunMiktarDetay`: the member's purchases per product over a range. */
export async function purchasesPerProduct(
  db: Kysely<Database>,
  memberId: number,
  range: DateRange,
  lang: Language,
): Promise<MemberProductTotals[]> {
  const rows = await totalsOf(db, memberId, 'buyer', range, 'product');
  return rows.map((r) => ({ ...product(r, lang), ...totals(r) }));
}

/** `GetAlinanUrunTarihliDetay`: the member's purchases per day and product over a range. */
export async function purchasesPerDay(
  db: Kysely<Database>,
  memberId: number,
  range: DateRange,
  lang: Language,
): Promise<MemberDailyTotals[]> {
  const rows = await totalsOf(db, memberId, 'buyer', range, 'day');
  return rows.map((r) => ({ IslemTarih: r.period, ...product(r, lang), ...totals(r) }));
}
