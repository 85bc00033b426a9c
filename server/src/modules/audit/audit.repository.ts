import type { Insertable, Kysely } from 'kysely';
import { countOf, type RowWindow } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';
import type { AuditLogTable } from './audit.table.js';

/** Filters of an audit-log page. */
export interface AuditFilter {
  action?: string;
  userId?: number;
  /** The acting user's name. */
  userName?: string;
  /** Entries at or after this instant (ISO 8601 UTC)… */
  from?: string;
  /** …and before this one. */
  to?: string;
}

/** Appends one audit entry. */
export async function insertAuditEntry(
  db: Kysely<Database>,
  entry: Insertable<AuditLogTable>,
): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

function filtered(db: Kysely<Database>, filter: AuditFilter) {
  let query = db.selectFrom('audit_log');
  if (filter.action) query = query.where('audit_log.action', '=', filter.action);
  if (filter.userId) query = query.where('audit_log.user_id', '=', filter.userId);
  if (filter.userName) {
    const ids = db
      .selectFrom('app_user')
      .select('app_user.id')
      .where('app_user.username', '=', filter.userName);
    query = query.where('audit_log.user_id', 'in', ids);
  }
  if (filter.from) query = query.where('audit_log.at', '>=', filter.from);
  if (filter.to) query = query.where('audit_log.at', '<', filter.to);
  return query;
}

/** Number of audit entries matching a filter. */
export async function countAuditEntries(db: Kysely<Database>, filter: AuditFilter): Promise<number> {
  return countOf(filtered(db, filter));
}

/** A page of audit entries matching a filter, newest first, with the acting user's name. */
export async function auditEntries(db: Kysely<Database>, filter: AuditFilter, page: RowWindow) {
  return filtered(db, filter)
    .leftJoin('app_user', 'app_user.id', 'audit_log.user_id')
    .selectAll('audit_log')
    .select('app_user.username')
    .orderBy('audit_log.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}
