/**
 * A group's or class's figures of one day in one channel (or `TUMU`: all channels), in the node's unit,
 * summed from `daily_stat` over the node's members (migration 0025): one text, `|`-separated (count,
 * quantity, amount, min price, max price, heads, live weight, then the first and the last trade's time,
 * id + 10^10 and price).
 */
export interface NodeDayStatTable {
  node_id: number;
  channel: string;
  trade_date: string;
  figures: string;
}

/** The members text a node's roll-up rows were summed with (`productId×factor`, by id); node 0 is the lock. */
export interface RollupNodeTable {
  node_id: number;
  members: string;
}

/** A product a node's roll-up counts, with the factor to the node's unit (quantity ×, prices ÷). */
export interface RollupMemberTable {
  node_id: number;
  product_id: number;
  factor: number;
}
