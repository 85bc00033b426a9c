import type { Generated, Selectable } from 'kysely';

/** A member's stock of a product in a warehouse. */
export interface MemberStockTable {
  id: Generated<number>;
  member_id: number;
  product_id: number;
  warehouse: string;
  quantity_milli: number;
  updated_at: string;
}
export type MemberStockRow = Selectable<MemberStockTable>;
