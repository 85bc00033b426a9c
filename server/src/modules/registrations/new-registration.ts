import {
  ANALYSES,
  type AnalysisColumn,
  type AnalysisInputs,
  amountOf,
  analysisInputField,
  type Channel,
  istanbulDate,
  type RegistrationStatus,
} from '@bulten/core/plain';
import type { NewRegistration } from './registrations.table.js';

// Apart from the service so the import's check (a worker thread) loads no database code and no zod.

/**
 * A registration as it arrives (API, import, hall session); ids already resolved. Its analyses are
 * `proteinE2`… of core's `ANALYSES`, in hundredths.
 */
export interface RegistrationInput extends AnalysisInputs {
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
}

// Each analysis input's stored column, in the list's order (`{ protein_e2: input.proteinE2 ?? null, … }`),
// written out from the list once when this module loads: a file of a million rows passes through here, and
// a loop over the names cost some 3 s more per million rows.
const analysisColumnsOf = new Function(
  'input',
  `return { ${ANALYSES.map((a) => `${a.column}: input.${analysisInputField(a)} ?? null`).join(', ')} };`,
) as (input: RegistrationInput) => Record<AnalysisColumn, number | null>;

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
    ...analysisColumnsOf(input),
    created_at: at,
    updated_at: at,
  };
}
