import { amountOf, type Channel, istanbulDate, type RegistrationStatus } from '@bulten/core/plain';
import type { NewRegistration } from './registrations.table.js';

// Apart from the service so the import's check (a worker thread) loads no database code and no zod.

/** A registration as it arrives (API, import, hall session); ids already resolved. */
export interface RegistrationInput {
  registrationNo: string;
  tradedAt: Date;
  productId: number;
  quantityMilli: number;
  unitPriceE4: number;
  channel: Channel;
  buyerMemberId?: number | null;
  sellerMemberId?: number | null;
  status?: RegistrationStatus;
  cancelReason?: string | null;
  city?: string | null;
  district?: string | null;
  headCount?: number | null;
  liveWeightMilli?: number | null;
  proteinE2?: number | null;
  moistureE2?: number | null;
  hectoliterE2?: number | null;
  sedimentationE2?: number | null;
  glutenE2?: number | null;
  suneE2?: number | null;
  foreignMatterE2?: number | null;
}

/** The row a registration input is stored as (version 1, timestamps `at`). */
export function registrationRow(input: RegistrationInput, at: string): NewRegistration {
  const status = input.status ?? 'AKTIF';
  return {
    registration_no: input.registrationNo,
    version: 1,
    traded_at: input.tradedAt.toISOString(),
    trade_date: istanbulDate(input.tradedAt),
    product_id: input.productId,
    quantity_milli: input.quantityMilli,
    unit_price_e4: input.unitPriceE4,
    amount_e4: amountOf(input.quantityMilli, input.unitPriceE4),
    channel: input.channel,
    buyer_member_id: input.buyerMemberId ?? null,
    seller_member_id: input.sellerMemberId ?? null,
    status,
    cancel_reason: status === 'IPTAL' ? (input.cancelReason ?? null) : null,
    city: input.city ?? null,
    district: input.district ?? null,
    head_count: input.headCount ?? null,
    live_weight_milli: input.liveWeightMilli ?? null,
    protein_e2: input.proteinE2 ?? null,
    moisture_e2: input.moistureE2 ?? null,
    hectoliter_e2: input.hectoliterE2 ?? null,
    sedimentation_e2: input.sedimentationE2 ?? null,
    gluten_e2: input.glutenE2 ?? null,
    sune_e2: input.suneE2 ?? null,
    foreign_matter_e2: input.foreignMatterE2 ?? null,
    created_at: at,
    updated_at: at,
  };
}
