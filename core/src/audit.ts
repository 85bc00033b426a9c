/**
 * Every action the audit log records (`recordAudit`), by its code. Screens word them by code
 * (`staff.audit.actions.<code with . and - as _>`), never show the code itself.
 */
export const AUDIT_ACTIONS = [
  'registration.create',
  'registration.correct',
  'registration.cancel',
  'registrations.import',
  'registrations.import.rejected',
  'catalogue.import',
  'catalogue.import.rejected',
  'user.create',
  'user.set-active',
  'user.set-details',
  'ticker.set',
  'cms.value.set',
  'cms.option.set',
  'cms.gallery.create',
  'cms.gallery.update',
  'cms.gallery.delete',
  'kvkk.publish',
  'basis.mapping',
  'catalogue.short-name',
  'peer.create',
  'peer.update',
  'peer.delete',
  'peer.read',
  'peer.mapping',
] as const;

/** An action the audit log records. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The translation key part of an action (`registration.create` → `registration_create`). */
export function auditActionKey(action: string): string {
  return action.replace(/[.-]/g, '_');
}

/** A value an audit entry names: as stored (numbers as numbers, times as ISO 8601 text). */
export type AuditValue = string | number | boolean | null;

/**
 * One field an audited action set or changed: `Onceki` → `Sonraki` (a change; `Onceki` absent: what the
 * action set, without a value before it); `Gizli`: a secret, never stored (a password).
 */
export interface AuditChange {
  Alan: string;
  Onceki?: AuditValue;
  Sonraki: AuditValue;
  Gizli?: boolean;
}
