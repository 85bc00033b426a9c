import type { TradeFigures } from '@bulten/core';
import type { RegistrationRow } from './registrations.table.js';

type FigureColumns = 'id' | 'traded_at' | 'quantity_milli' | 'unit_price_e4' | 'amount_e4';
type LotColumns = 'head_count' | 'live_weight_milli';

/** A registration row (a new one may leave out heads and live weight) as `aggregateTrades` reads it. */
export function tradeFiguresOf(
  row: Pick<RegistrationRow, FigureColumns> & Partial<Pick<RegistrationRow, LotColumns>>,
): TradeFigures {
  return {
    id: row.id,
    tradedAt: row.traded_at,
    quantityMilli: row.quantity_milli,
    unitPriceE4: row.unit_price_e4,
    amountE4: row.amount_e4,
    headCount: row.head_count ?? null,
    liveWeightMilli: row.live_weight_milli ?? null,
  };
}
