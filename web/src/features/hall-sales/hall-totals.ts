import type { HallSessionRow } from '@bulten/core';

/** One unit's quantity. */
export interface UnitQuantity {
  Birim: HallSessionRow['Miktarlar'][number]['Birim'];
  Miktar: number;
}

// Sums of decimals (TL with 2, quantities with 3 decimals) are made in integer hundredths / thousandths
// so that a total never shows binary-float noise.
const cents = (v: number) => Math.round(v * 100);
const millis = (v: number) => Math.round(v * 1000);

/** Totals of hall sessions: lots, amount (exact to the kuruş) and quantity per unit in first-seen order. */
export function sessionTotals(rows: readonly HallSessionRow[]) {
  let lots = 0;
  let amount = 0;
  const perUnit = new Map<UnitQuantity['Birim'], number>();
  for (const row of rows) {
    lots += row.IslemSayisi;
    amount += cents(row.Tutar);
    for (const q of row.Miktarlar) perUnit.set(q.Birim, (perUnit.get(q.Birim) ?? 0) + millis(q.Miktar));
  }
  const quantities: UnitQuantity[] = [...perUnit].map(([Birim, m]) => ({ Birim, Miktar: m / 1000 }));
  return { lots, amount: amount / 100, quantities };
}
