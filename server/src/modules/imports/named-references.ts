import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { StagedRow } from './staged-file.js';

// Ids per `in (…)` list: far below SQLite's and PostgreSQL's parameter limits.
const IDS_PER_QUERY = 500;

/**
 * The products and members the rows of one transaction name. A bulk load on SQLite writes with the
 * foreign-key checks off (`startBulkLoad`); these ids are checked once, at the end of the transaction that
 * wrote them, instead of three lookups a row.
 */
export class NamedReferences {
  readonly products = new Set<number>();
  readonly members = new Set<number>();

  /** Notes the product and members of every row (written or not: each named an id the check found). */
  add(rows: readonly StagedRow[]): void {
    for (const row of rows) {
      this.products.add(row[3]);
      if (row[8] !== null) this.members.add(row[8]);
      if (row[9] !== null) this.members.add(row[9]);
    }
  }
}

async function missingIds(
  db: Kysely<Database>,
  table: 'catalogue_item' | 'member',
  ids: ReadonlySet<number>,
): Promise<number[]> {
  const wanted = [...ids];
  const found = new Set<number>();
  for (let at = 0; at < wanted.length; at += IDS_PER_QUERY) {
    const rows = await db
      .selectFrom(table)
      .select('id')
      .where('id', 'in', wanted.slice(at, at + IDS_PER_QUERY))
      .execute();
    for (const row of rows) found.add(row.id);
  }
  return wanted.filter((id) => !found.has(id));
}

/**
 * Throws when a named product or member is not stored (removed after the file was checked), as the
 * foreign keys would have; inside the transaction, which then rolls back.
 */
export async function assertReferencesStored(db: Kysely<Database>, named: NamedReferences): Promise<void> {
  const products = await missingIds(db, 'catalogue_item', named.products);
  const members = await missingIds(db, 'member', named.members);
  if (products.length === 0 && members.length === 0) return;
  throw new Error(
    `rows name products ${JSON.stringify(products)} and members ${JSON.stringify(members)} that were removed after the file was checked`,
  );
}
