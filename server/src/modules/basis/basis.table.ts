import type { Selectable } from 'kysely';

/** Which TÜRİB instrument class an exchange class is compared with on the basis board. */
export interface BasisMappingTable {
  class_id: number;
  /** `turib_row.instrument`, e.g. `BUĞDAY EKMEKLİK KIRMIZI 2.SINIF`. */
  turib_instrument: string;
  updated_at: string;
}
export type BasisMappingRow = Selectable<BasisMappingTable>;
