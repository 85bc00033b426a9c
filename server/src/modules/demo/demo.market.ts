import type { Insertable } from 'kysely';
import type { MemberStockTable } from '../stock/stock.table.js';
import type { Trade } from './demo.catalogue-data.js';
import { WAREHOUSES } from './demo.places.js';
import { rngFor } from './demo.random.js';
import type { DemoProduct, MemberPools } from './demo.trades.js';

const STORED_TRADES: readonly Trade[] = ['wheat', 'feed', 'pulse', 'oil'];

// Members keep grain in licensed warehouses or in their own store.
const OWN_STORE = 'ÜYE DEPOSU';

function tradesByMember(pools: MemberPools): Map<number, Trade[]> {
  const trades = new Map<number, Trade[]>();
  for (const trade of STORED_TRADES) {
    for (const id of new Set([...pools[trade].buyers, ...pools[trade].sellers])) {
      trades.set(id, [...(trades.get(id) ?? []), trade]);
    }
  }
  return trades;
}

/**
 * Stock rows of the members who trade storable goods: one to three products of the kinds they trade,
 * 20–2 000 t each, in a licensed warehouse or their own store.
 */
export function memberStockRows(
  seed: number,
  pools: MemberPools,
  products: readonly DemoProduct[],
  at: Date,
): Insertable<MemberStockTable>[] {
  const rows: Insertable<MemberStockTable>[] = [];
  const members = [...tradesByMember(pools).entries()].sort(([a], [b]) => a - b);
  for (const [memberId, trades] of members) {
    const rng = rngFor(seed, 'stock', memberId);
    const candidates = products.filter((p) => trades.includes(p.cls.trade));
    const count = rng.int(0, 3);
    for (let i = 0; i < count; i += 1) {
      rows.push({
        member_id: memberId,
        product_id: rng.pick(candidates).id,
        warehouse: rng.chance(0.7) ? rng.pick(WAREHOUSES).name : OWN_STORE,
        quantity_milli: Math.round(20_000 + 1_980_000 * rng.next() ** 2) * 1000,
        updated_at: at.toISOString(),
      });
    }
  }
  return rows;
}
