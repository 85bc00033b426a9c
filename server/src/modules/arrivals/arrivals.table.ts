import type { Generated, Selectable } from 'kysely';

/** A product arriving at the sales hall (gelen ürün). */
export interface ArrivalTable {
  id: Generated<number>;
  arrival_date: string;
  arrived_at: string;
  product_id: number;
  member_id: number | null;
  quantity_milli: number;
  vehicle_count: number;
  city: string | null;
  district: string | null;
  status: 'BEKLIYOR' | 'SATILDI';
}
export type ArrivalRow = Selectable<ArrivalTable>;
