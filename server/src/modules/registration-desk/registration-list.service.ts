import {
  aggregateTrades,
  amountNumber,
  averagePrice,
  byAnalysisKey,
  type Channel,
  type DayFigures,
  type Language,
  type PreviewRow,
  priceNumber,
  quantityNumber,
  type RegistrationListItem,
  type RegistrationListPage,
  type RegistrationListQuery,
  type RegistrationPreview,
  type RegistrationPreviewRequest,
  type RegistrationVersion,
} from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Config } from '../../config/config.js';
import { pageWindow } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';
import { fieldError } from '../../http/app-error.js';
import { checkCodeOf, printedCheckCode } from '../lot-lookup/check-code.js';
import { registrationRow } from '../registrations/new-registration.js';
import type { NewRegistration, RegistrationRow } from '../registrations/registrations.table.js';
import { tradeFiguresOf } from '../registrations/trade-figures.js';
import { activeRegistration, staffRegistration } from './registration-desk.service.js';
import {
  activeTradesOf,
  countRegistrations,
  itemNames,
  registrationPage,
  versionsOf,
} from './registration-list.repository.js';
import { registrationInputOf } from './registration-request.js';

function versionOf(snapshotText: string, replacedAt: string): RegistrationVersion {
  const row = JSON.parse(snapshotText) as RegistrationRow;
  return {
    Versiyon: row.version,
    DegisimZamani: replacedAt,
    Durum: row.status,
    IslemZamani: row.traded_at,
    UrunId: row.product_id,
    Kanal: row.channel,
    Miktar: quantityNumber(row.quantity_milli),
    BirimFiyat: priceNumber(row.unit_price_e4),
  };
}

const hundredths = (value: number | null) => (value === null ? null : value / 100);

// Place, heads, live weight and analyses as the request body writes them.
function detailsOf(r: RegistrationRow) {
  return {
    Il: r.city,
    Ilce: r.district,
    BasSayisi: r.head_count,
    CanliAgirlik: r.live_weight_milli === null ? null : quantityNumber(r.live_weight_milli),
    ...byAnalysisKey((a) => hundredths(r[a.column])),
  };
}

/** A page of registrations for staff, latest trade first, each with its earlier versions. */
export async function registrationList(
  db: Kysely<Database>,
  query: RegistrationListQuery,
  language: Language,
  config: Config,
): Promise<RegistrationListPage> {
  const { page, pageSize, ...filter } = query;
  const rows = await registrationPage(db, filter, pageWindow(page, pageSize));
  const versions = await versionsOf(
    db,
    rows.map((r) => r.id),
  );
  const codes = await Promise.all(
    rows.map(async (r) => printedCheckCode(await checkCodeOf(config, r.registration_no))),
  );
  const items = rows.map(
    (r, i): RegistrationListItem => ({
      ...staffRegistration(r),
      UrunKodu: r.product_code,
      UrunAdi: language === 'en' ? r.product_name_en : r.product_name_tr,
      AliciUyeKodu: r.buyer_code,
      SaticiUyeKodu: r.seller_code,
      ...detailsOf(r),
      Versiyonlar: versions
        .filter((v) => v.registration_id === r.id)
        .map((v) => versionOf(v.snapshot, v.replaced_at)),
      KontrolKodu: codes[i]!,
    }),
  );
  return { Items: items, TotalCount: await countRegistrations(db, filter), Page: page, PageSize: pageSize };
}

interface DayKey {
  productId: number;
  date: string;
  channel: Channel;
}

const keyOf = (r: Pick<NewRegistration, 'product_id' | 'trade_date' | 'channel'>): DayKey => ({
  productId: r.product_id,
  date: r.trade_date,
  channel: r.channel,
});
const sameKey = (a: DayKey, b: DayKey) =>
  a.productId === b.productId && a.date === b.date && a.channel === b.channel;

function dayFigures(trades: readonly (NewRegistration & { id: number })[]): DayFigures | null {
  const figures = aggregateTrades(trades.map(tradeFiguresOf));
  if (!figures) return null;
  const average = averagePrice(figures);
  return {
    IslemSayisi: figures.count,
    Miktar: quantityNumber(figures.quantityMilli),
    Tutar: amountNumber(figures.amountE4),
    EnDusuk: priceNumber(figures.minPriceE4),
    EnYuksek: priceNumber(figures.maxPriceE4),
    Ortalama: average === null ? null : priceNumber(average),
  };
}

async function nextVersion(
  db: Kysely<Database>,
  current: RegistrationRow,
  body: RegistrationPreviewRequest,
  now: Date,
): Promise<(NewRegistration & { id: number }) | null> {
  if (!('Tescil' in body)) return null;
  const no = current.registration_no;
  if (body.Tescil.TescilNo !== undefined && body.Tescil.TescilNo.trim() !== no) {
    throw fieldError(400, 'VALIDATION', 'TescilNo', 'NUMBER_DIFFERS');
  }
  const input = await registrationInputOf(db, no, body.Tescil);
  return { ...registrationRow(input, now.toISOString()), id: current.id };
}

/**
 * The figures of every product, day and channel a correction or cancellation would touch, before and
 * after it, from the active registrations (as the bulletin counts them). Nothing is written.
 */
export async function previewChange(
  db: Kysely<Database>,
  registrationNo: string,
  body: RegistrationPreviewRequest,
  language: Language,
  now: Date,
): Promise<RegistrationPreview> {
  const current = await activeRegistration(db, registrationNo);
  const next = await nextVersion(db, current, body, now);
  const keys = [keyOf(current)];
  if (next && next.status !== 'IPTAL' && !sameKey(keys[0]!, keyOf(next))) keys.push(keyOf(next));
  const names = await itemNames(
    db,
    keys.map((k) => k.productId),
  );
  const rows: PreviewRow[] = [];
  for (const key of keys) {
    const trades = await activeTradesOf(db, key);
    const others = trades.filter((t) => t.registration_no !== registrationNo);
    const moved = next && next.status !== 'IPTAL' && sameKey(key, keyOf(next)) ? [next] : [];
    const item = names.find((n) => n.id === key.productId);
    rows.push({
      UrunId: key.productId,
      UrunKodu: item?.code ?? '',
      UrunAdi: (language === 'en' ? item?.name_en : item?.name_tr) ?? '',
      Tarih: key.date,
      Kanal: key.channel,
      Once: dayFigures(trades),
      Sonra: dayFigures([...others, ...moved]),
    });
  }
  return { Satirlar: rows };
}
