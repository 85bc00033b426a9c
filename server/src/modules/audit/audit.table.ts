import type { Generated, Selectable } from 'kysely';

/** One staff action. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  user_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  detail: string;
  ip: string | null;
}
export type AuditLogRow = Selectable<AuditLogTable>;
