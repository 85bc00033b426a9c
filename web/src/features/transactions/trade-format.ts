import type { Language, TradeRow } from '@bulten/core';
import type { TFunction } from 'i18next';
import { formatAmount, formatPrice, formatQuantity } from '../dashboard/market-figures';

/** The Istanbul clock time `HH:mm:ss` of a trade time (ISO 8601 with the +03:00 offset). */
export function tradeClock(isoTime: string): string {
  return isoTime.slice(11, 19);
}

/** A unit's short label (`kg`, `baş`…); '' without a unit. */
export function unitLabel(t: TFunction, unit: string | null): string {
  return unit ? t(`latestTrades.unit.${unit}`) : '';
}

/** A quantity with its unit (`130.640 kg`). */
export function quantityText(
  t: TFunction,
  language: Language,
  quantity: number,
  unit: string | null,
): string {
  return `${formatQuantity(language, quantity)} ${unitLabel(t, unit)}`.trim();
}

/** A price with its price unit (`20,9050 TL/kg`). */
export function priceText(language: Language, price: number, priceUnit: string | null): string {
  return `${formatPrice(language, price)} ${priceUnit ?? 'TL'}`;
}

/** An amount in TL (`2.731.029,20 TL`). */
export function amountText(language: Language, amount: number): string {
  return `${formatAmount(language, amount)} TL`;
}

/** Totals of a list of trades: count, amount and quantity per unit (units never added together). */
export interface TradeTotals {
  count: number;
  amount: number;
  quantities: { unit: string | null; quantity: number }[];
}

/** Sums trades exactly: amounts in kuruş and quantities in thousandths, as integers. */
export function tradeTotals(rows: readonly Pick<TradeRow, 'Tutar' | 'Miktar' | 'Birim'>[]): TradeTotals {
  let kurus = 0;
  const milli = new Map<string | null, number>();
  for (const row of rows) {
    kurus += Math.round(row.Tutar * 100);
    milli.set(row.Birim, (milli.get(row.Birim) ?? 0) + Math.round(row.Miktar * 1000));
  }
  const quantities = [...milli].map(([unit, q]) => ({ unit, quantity: q / 1000 }));
  return { count: rows.length, amount: kurus / 100, quantities };
}

/** Merges two newest-first lists into one newest-first list of at most `limit` rows (ties: larger Id first). */
export function mergeNewestFirst<T extends Pick<TradeRow, 'IslemZamani' | 'Id'>>(
  a: readonly T[],
  b: readonly T[],
  limit: number,
): T[] {
  const instant = (row: T) => Date.parse(row.IslemZamani);
  return [...a, ...b].sort((x, y) => instant(y) - instant(x) || y.Id - x.Id).slice(0, limit);
}
