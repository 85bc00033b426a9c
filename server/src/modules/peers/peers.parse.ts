import { compatPriceE4, type PeerKind, type PeerStaleDetail } from '@bulten/core';
import { z } from 'zod';
import type { PeerFigureInput } from './peer-figures.repository.js';

/** A peer's answer read into class figures, or why its shape was refused. */
export type ParsedDay =
  | { ok: true; rows: PeerFigureInput[]; final: boolean | null }
  | { ok: false; reason: 'SCHEMA' | 'WRONG_DAY'; detail: PeerStaleDetail };

// More rows than any exchange has classes: an answer this long is not a day's bulletin.
const MAX_ROWS = 2000;

const text = z.string().trim().min(1).max(200);
const compatPrice = z.string().refine((s) => compatPriceE4(s) !== null, 'a price like "20,6840"');
const kilograms = z.number().finite().nonnegative().max(1e12);

/** A row of `GetGunlukBulten` as outside clients parse it (DESIGN.md 5.3); other fields are ignored. */
const compatRowSchema = z.object({
  GrupAdi: z.string().max(200),
  SinifAdi: text,
  MinFiyat: compatPrice,
  MaxFiyat: compatPrice,
  OrtFiyat: compatPrice,
  TopMiktar: kilograms,
});
const compatDaySchema = z.array(compatRowSchema).max(MAX_ROWS);

// A JSON price of a Bülten: a number with at most 4 decimals.
const e4Of = (n: number) => Math.round(n * 10_000);
const price = z
  .number()
  .finite()
  .nonnegative()
  .max(1e10)
  .refine((n) => Math.abs(n * 10_000 - e4Of(n)) < 1e-6, 'at most 4 decimals');

/** A row of a Bülten's `GetGunlukBultenDetay` (the fields read; the class rows of mass units are kept). */
const detailRowSchema = z.object({
  Seviye: z.string(),
  GrupAdi: z.string().max(200),
  SinifKodu: z.string().max(50).nullable(),
  SinifAdi: text.nullable(),
  Birim: z.string().nullable(),
  MinFiyat: price,
  MaxFiyat: price,
  OrtFiyat: price,
  Miktar: kilograms,
  IslemSayisi: z.number().int().nonnegative(),
});
const detailDaySchema = z.object({
  Tarih: z.string(),
  Kesin: z.boolean(),
  Satirlar: z.array(detailRowSchema).max(MAX_ROWS * 4),
});

function schemaRefusal(error: z.ZodError): ParsedDay {
  const issue = error.issues[0];
  const where = issue?.path.join('.') ?? '';
  return { ok: false, reason: 'SCHEMA', detail: { Alan: where === '' ? '(answer)' : where } };
}

function compatRows(rows: z.infer<typeof compatDaySchema>): PeerFigureInput[] {
  return rows.map((r) => ({
    class_name: r.SinifAdi,
    class_code: null,
    group_name: r.GrupAdi,
    unit: 'KG',
    min_e4: compatPriceE4(r.MinFiyat)!,
    max_e4: compatPriceE4(r.MaxFiyat)!,
    avg_e4: compatPriceE4(r.OrtFiyat)!,
    quantity_milli: Math.round(r.TopMiktar * 1000),
    trade_count: null,
  }));
}

function detailRows(rows: z.infer<typeof detailDaySchema>['Satirlar']): PeerFigureInput[] {
  return rows.flatMap((r) => {
    if (r.Seviye !== 'CLASS' || r.SinifAdi === null || (r.Birim !== 'KG' && r.Birim !== 'TON')) return [];
    const kgPerUnit = r.Birim === 'TON' ? 1000 : 1;
    return [
      {
        class_name: r.SinifAdi,
        class_code: r.SinifKodu,
        group_name: r.GrupAdi,
        unit: r.Birim,
        min_e4: e4Of(r.MinFiyat),
        max_e4: e4Of(r.MaxFiyat),
        avg_e4: e4Of(r.OrtFiyat),
        quantity_milli: Math.round(r.Miktar * kgPerUnit * 1000),
        trade_count: r.IslemSayisi,
      },
    ];
  });
}

function duplicateClass(rows: readonly PeerFigureInput[]): ParsedDay | null {
  const seen = new Set<string>();
  for (const [i, row] of rows.entries()) {
    if (seen.has(row.class_name))
      return { ok: false, reason: 'SCHEMA', detail: { Alan: `${i}.SinifAdi`, Sinif: row.class_name } };
    seen.add(row.class_name);
  }
  return null;
}

/**
 * A peer's answer for `day` as class figures: an Alpha.WebPanel's `GetGunlukBulten` rows (TL/kg strings,
 * kg), or a Bülten's day bulletin (its class rows of KG or TON products, with trade counts and whether
 * the day is final). Anything else, a class twice, or another day than asked is refused.
 */
export function parsePeerDay(kind: PeerKind, day: string, body: unknown): ParsedDay {
  if (kind === 'alpha-webpanel') {
    const parsed = compatDaySchema.safeParse(body);
    if (!parsed.success) return schemaRefusal(parsed.error);
    const rows = compatRows(parsed.data);
    return duplicateClass(rows) ?? { ok: true, rows, final: null };
  }
  const parsed = detailDaySchema.safeParse(body);
  if (!parsed.success) return schemaRefusal(parsed.error);
  if (parsed.data.Tarih !== day)
    return { ok: false, reason: 'WRONG_DAY', detail: { Gun: parsed.data.Tarih } };
  const rows = detailRows(parsed.data.Satirlar);
  return duplicateClass(rows) ?? { ok: true, rows, final: parsed.data.Kesin };
}
