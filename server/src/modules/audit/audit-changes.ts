import type { AuditChange, AuditValue } from '@bulten/core';

/** What `withoutSecrets` leaves of a secret. */
export const HIDDEN = '[hidden]';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const isValue = (value: unknown): value is AuditValue =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

function isChange(value: unknown): value is AuditChange {
  return isRecord(value) && typeof value.Alan === 'string' && isValue(value.Sonraki);
}

// Each leaf of a stored detail as a field set by the action: nested keys joined by `.` (a request's
// `body` is the action's own fields), lists by position.
function leaves(value: unknown, prefix: string, out: AuditChange[]): void {
  if (isRecord(value) || Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) {
      // `changes` are read as such; an older registration entry's `outcome` is what its action says.
      if (inner === undefined || (prefix === '' && (key === 'changes' || key === 'outcome'))) continue;
      leaves(inner, prefix === '' && key === 'body' ? '' : `${prefix}${key}.`, out);
    }
    return;
  }
  const field = prefix.slice(0, -1);
  if (value === HIDDEN) out.push({ Alan: field, Sonraki: null, Gizli: true });
  else out.push({ Alan: field, Sonraki: isValue(value) ? value : String(value) });
}

/**
 * What an audited action changed, as fields: the before → after pairs it recorded (`changes`), else every
 * value of its stored detail as a field it set (older entries, and actions that keep no value before).
 */
export function auditChanges(detail: unknown): AuditChange[] {
  if (isRecord(detail) && Array.isArray(detail.changes)) return detail.changes.filter(isChange);
  const out: AuditChange[] = [];
  leaves(detail, '', out);
  return out.filter((change) => change.Alan !== '');
}

/**
 * The fields that differ between two states of a record (`before` undefined: it was created, every value
 * it has is set), in the order of `after`'s fields.
 */
export function changedFields(
  before: Readonly<Record<string, AuditValue>> | undefined,
  after: Readonly<Record<string, AuditValue>>,
): AuditChange[] {
  const out: AuditChange[] = [];
  for (const [field, value] of Object.entries(after)) {
    if (!before) {
      if (value !== null && value !== '') out.push({ Alan: field, Sonraki: value });
    } else if ((before[field] ?? null) !== value) {
      out.push({ Alan: field, Onceki: before[field] ?? null, Sonraki: value });
    }
  }
  return out;
}
