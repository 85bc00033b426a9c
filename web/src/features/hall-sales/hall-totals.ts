import type { HallSessionRow } from '@bulten/core';
import { sumAmounts, sumQuantities } from '../../components/market/trade-totals';

/** Totals of hall sessions: lots, amount (exact to the kuruş) and quantity per unit in first-seen order. */
export function sessionTotals(rows: readonly HallSessionRow[]) {
  return {
    lots: rows.reduce((sum, row) => sum + row.IslemSayisi, 0),
    amount: sumAmounts(rows.map((r) => r.Tutar)),
    quantities: sumQuantities(rows.flatMap((r) => r.Miktarlar)),
  };
}
