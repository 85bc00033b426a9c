import type { KvkkVersion } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Every published KVKK text, newest first, with how many people approved it. */
export async function kvkkVersions(db: Kysely<Database>): Promise<KvkkVersion[]> {
  const rows = await db
    .selectFrom('kvkk_text as k')
    .leftJoin('kvkk_consent as c', 'c.kvkk_id', 'k.id')
    .select(['k.id', 'k.title_tr', 'k.title_en', 'k.published_at'])
    .select((eb) => eb.fn.count<number | string>('c.id').as('approvals'))
    .groupBy(['k.id', 'k.title_tr', 'k.title_en', 'k.published_at'])
    .orderBy('k.id', 'desc')
    .execute();
  return rows.map((r) => ({
    Id: r.id,
    BaslikTr: r.title_tr,
    BaslikEn: r.title_en,
    YayinTarihi: r.published_at,
    OnaySayisi: Number(r.approvals),
  }));
}
