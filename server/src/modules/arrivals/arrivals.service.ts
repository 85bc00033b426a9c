import {
  type ArrivalRow,
  type ArrivalTotals,
  istanbulIsoTime,
  type Language,
  quantityNumber,
  UNITS,
  type Unit,
} from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import { getCatalogue } from '../catalogue/catalogue.cache.js';
import { type Catalogue, nodeName } from '../catalogue/catalogue.service.js';
import { arrivalsOn } from './arrivals.repository.js';
import type { ArrivalRow as ArrivalDbRow } from './arrivals.table.js';

const STATUS_NAMES = {
  BEKLIYOR: { tr: 'Bekliyor', en: 'Waiting' },
  SATILDI: { tr: 'Satıldı', en: 'Sold' },
} as const;

function arrivalRow(catalogue: Catalogue, row: ArrivalDbRow, lang: Language): ArrivalRow | null {
  const product = catalogue.nodes.get(row.product_id);
  if (!product) return null;
  const klass = catalogue.nodes.get(product.classId ?? -1) ?? product;
  const group = catalogue.nodes.get(product.groupId) ?? product;
  return {
    Id: row.id,
    GelisZamani: istanbulIsoTime(new Date(row.arrived_at)),
    UrunId: product.id,
    UrunKodu: product.code,
    UrunAdi: nodeName(product, lang),
    SinifAdi: nodeName(klass, lang),
    GrupAdi: nodeName(group, lang),
    Birim: product.unit,
    Miktar: quantityNumber(row.quantity_milli),
    AracSayisi: row.vehicle_count,
    Il: row.city,
    Ilce: row.district,
    Durum: row.status,
    DurumAdi: STATUS_NAMES[row.status][lang],
  };
}

/** `GetGelenGunlukUrunler/{date}`: the products that arrived at the hall that day; [] without any. */
export async function dayArrivals(ctx: AppContext, lang: Language, date: string): Promise<ArrivalRow[]> {
  const [catalogue, rows] = await Promise.all([getCatalogue(ctx), arrivalsOn(ctx.db.kysely, date)]);
  return rows.map((r) => arrivalRow(catalogue, r, lang)).filter((r) => r !== null);
}

/** `GetGelenGunlukUrunlerToplam/{date}`: the day's arrivals summed per unit; [] without any. */
export async function dayArrivalTotals(ctx: AppContext, date: string): Promise<ArrivalTotals[]> {
  const [catalogue, rows] = await Promise.all([getCatalogue(ctx), arrivalsOn(ctx.db.kysely, date)]);
  const totals = new Map<
    Unit | null,
    { count: number; vehicles: number; all: number; waiting: number; sold: number }
  >();
  for (const row of rows) {
    const unit = catalogue.nodes.get(row.product_id)?.unit ?? null;
    const t = totals.get(unit) ?? { count: 0, vehicles: 0, all: 0, waiting: 0, sold: 0 };
    t.count += 1;
    t.vehicles += row.vehicle_count;
    t.all += row.quantity_milli;
    if (row.status === 'SATILDI') t.sold += row.quantity_milli;
    else t.waiting += row.quantity_milli;
    totals.set(unit, t);
  }
  return [...UNITS, null]
    .filter((u) => totals.has(u))
    .map((u) => {
      const t = totals.get(u)!;
      return {
        Birim: u,
        KayitSayisi: t.count,
        AracSayisi: t.vehicles,
        Miktar: quantityNumber(t.all),
        BekleyenMiktar: quantityNumber(t.waiting),
        SatilanMiktar: quantityNumber(t.sold),
      };
    });
}
