import {
  ANALYSES,
  type AuditChange,
  type AuditValue,
  amountNumber,
  priceNumber,
  quantityNumber,
} from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { changedFields } from '../audit/audit-changes.js';
import type { Catalogue } from '../catalogue/catalogue.cache.js';
import type { RegistrationRow } from '../registrations/registrations.table.js';

const hundredths = (value: number | null) => (value === null ? null : value / 100);

async function memberCodes(db: Kysely<Database>, rows: readonly RegistrationRow[]) {
  const ids = [...new Set(rows.flatMap((r) => [r.buyer_member_id, r.seller_member_id]))].filter(
    (id): id is number => id !== null,
  );
  if (ids.length === 0) return new Map<number, string>();
  const found = await db.selectFrom('member').select(['id', 'code']).where('id', 'in', ids).execute();
  return new Map(found.map((m) => [m.id, m.code]));
}

// A version of a registration as a person reads it: its CSV columns, the product and members by code.
function fields(
  row: RegistrationRow,
  catalogue: Catalogue,
  members: ReadonlyMap<number, string>,
): Record<string, AuditValue> {
  const member = (id: number | null) => (id === null ? null : (members.get(id) ?? String(id)));
  return {
    TescilNo: row.registration_no,
    IslemZamani: row.traded_at,
    UrunKodu: catalogue.nodes.get(row.product_id)?.code ?? String(row.product_id),
    Miktar: quantityNumber(row.quantity_milli),
    BirimFiyat: priceNumber(row.unit_price_e4),
    Tutar: amountNumber(row.amount_e4),
    Kanal: row.channel,
    AliciUyeKodu: member(row.buyer_member_id),
    SaticiUyeKodu: member(row.seller_member_id),
    Durum: row.status,
    IptalNedeni: row.cancel_reason,
    Il: row.city,
    Ilce: row.district,
    BasSayisi: row.head_count,
    CanliAgirlik: row.live_weight_milli === null ? null : quantityNumber(row.live_weight_milli),
    ...Object.fromEntries(ANALYSES.map((a) => [a.key, hundredths(row[a.column])])),
  };
}

/**
 * What a desk call changed on a registration, for the audit log: every field of a new one, the fields a
 * correction or cancellation changed (before → after); nothing for a correction that changed nothing.
 */
export async function registrationChanges(
  db: Kysely<Database>,
  catalogue: Catalogue,
  result: { outcome: string; row: RegistrationRow; previous?: RegistrationRow },
): Promise<AuditChange[]> {
  if (result.outcome === 'skipped') return [];
  const versions = result.previous ? [result.previous, result.row] : [result.row];
  const members = await memberCodes(db, versions);
  const before = result.previous ? fields(result.previous, catalogue, members) : undefined;
  return changedFields(before, fields(result.row, catalogue, members));
}
