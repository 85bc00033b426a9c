import type { HallSessionRow, TradeRow } from '@bulten/core';
import type { UnitQuantity } from '../../format/quantities';

// Sums of decimals (TL with 2, quantities with 3 decimals) are made in integer hundredths / thousandths
// so that a total never shows binary-float noise.

/** Adds amounts in TL exactly to the kuruş. */
export function sumAmounts(amounts: Iterable<number>): number {
  let kurus = 0;
  for (const amount of amounts) kurus += Math.round(amount * 100);
  return kurus / 100;
}

/** Adds quantities per unit exactly to the thousandth, units in first-seen order (never added together). */
export function sumQuantities(quantities: Iterable<UnitQuantity>): UnitQuantity[] {
  const milli = new Map<UnitQuantity['Birim'], number>();
  for (const q of quantities) milli.set(q.Birim, (milli.get(q.Birim) ?? 0) + Math.round(q.Miktar * 1000));
  return [...milli].map(([Birim, m]) => ({ Birim, Miktar: m / 1000 }));
}

/** Totals of a list of trades: count, amount and quantity per unit. */
export interface TradeTotals {
  count: number;
  amount: number;
  quantities: UnitQuantity[];
}

/** Sums trades exactly, a row a trade. */
export function tradeTotals(rows: readonly Pick<TradeRow, 'Tutar' | 'Miktar' | 'Birim'>[]): TradeTotals {
  return {
    count: rows.length,
    amount: sumAmounts(rows.map((r) => r.Tutar)),
    quantities: sumQuantities(rows),
  };
}

/** Sums hall sessions' trades exactly (each row a day's session: its trades, amount and quantities per unit). */
export function sessionTotals(
  rows: readonly Pick<HallSessionRow, 'IslemSayisi' | 'Tutar' | 'Miktarlar'>[],
): TradeTotals {
  return {
    count: rows.reduce((sum, row) => sum + row.IslemSayisi, 0),
    amount: sumAmounts(rows.map((r) => r.Tutar)),
    quantities: sumQuantities(rows.flatMap((r) => r.Miktarlar)),
  };
}
