import {
  type AuditAction,
  type AuditChange,
  type AuditPage,
  type AuditQuery,
  addDays,
  istanbulInstantAt,
} from '@bulten/core';
import type { Kysely } from 'kysely';
import { pageWindow } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';
import { auditEntries, countAuditEntries, insertAuditEntry } from './audit.repository.js';
import { auditChanges, HIDDEN } from './audit-changes.js';

/** One staff action to record. */
export interface AuditRecord {
  userId: number | null;
  /** What was done, e.g. `registration.create` (`AUDIT_ACTIONS`: screens word each). */
  action: AuditAction;
  /** What it was done to, e.g. `registration`. */
  entity: string;
  entityId?: string | number | null;
  /** Anything worth keeping; secrets are removed before storing. */
  detail?: unknown;
  /** The fields the action changed, before → after (kept in the detail as `changes`). */
  changes?: readonly AuditChange[];
  ip?: string | null;
  at?: Date;
}

// Keys whose values never reach the log, whatever object they sit in.
const SECRET_KEY = /sifre|password|token|secret|code_hash|^code$|otp/i;

/** A copy of a value with every secret-looking key replaced by `[hidden]`. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) ? HIDDEN : withoutSecrets(inner)]),
  );
}

/** Writes one audit entry (who, what, which, detail without secrets, IP). */
export async function recordAudit(db: Kysely<Database>, entry: AuditRecord): Promise<void> {
  await insertAuditEntry(db, {
    at: (entry.at ?? new Date()).toISOString(),
    user_id: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    detail: JSON.stringify(withoutSecrets(detailOf(entry))),
    ip: entry.ip ?? null,
  });
}

// The detail as stored: the action's own, with its changes beside it when it recorded any.
function detailOf(entry: AuditRecord): unknown {
  const detail = entry.detail ?? {};
  if (!entry.changes) return detail;
  const base = detail !== null && typeof detail === 'object' && !Array.isArray(detail) ? detail : { detail };
  return { ...base, changes: entry.changes };
}

function parseDetail(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// An Istanbul day as the UTC instants it runs between (`at` is stored as ISO 8601 UTC text).
function dayRange(day: string | undefined): { from?: string; to?: string } {
  if (!day) return {};
  return {
    from: istanbulInstantAt(day, '00:00').toISOString(),
    to: istanbulInstantAt(addDays(day, 1), '00:00').toISOString(),
  };
}

/** A page of the audit log, newest first. */
export async function auditPage(db: Kysely<Database>, query: AuditQuery): Promise<AuditPage> {
  const filter = { action: query.action, userId: query.userId, userName: query.user, ...dayRange(query.day) };
  const rows = await auditEntries(db, filter, pageWindow(query.page, query.pageSize));
  return {
    Items: rows.map((r) => {
      const detail = parseDetail(r.detail);
      return {
        Id: r.id,
        Zaman: r.at,
        KullaniciId: r.user_id,
        KullaniciAdi: r.username ?? null,
        Islem: r.action,
        Varlik: r.entity,
        VarlikId: r.entity_id,
        Detay: detail,
        Degisiklikler: auditChanges(detail),
        Ip: r.ip,
      };
    }),
    TotalCount: await countAuditEntries(db, filter),
    Page: query.page,
    PageSize: query.pageSize,
  };
}
