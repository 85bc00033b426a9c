import { type AuditChange, type AuditValue, auditActionKey, type Language } from '@bulten/core';
import { formatAmount } from '../../../format/amounts';
import { formatDateTime } from '../../../format/dates';
import { formatNumber, NO_VALUE } from '../../../format/numbers';
import { formatPrice } from '../../../format/prices';
import { formatQuantity } from '../../../format/quantities';
import type { TFunction } from '../../../i18n/translator';

// The first translation a key list has, else `fallback` (a code this web does not know yet).
function firstText(t: TFunction, keys: readonly string[], fallback: string): string {
  for (const key of keys) {
    const text = t(key);
    if (text !== key) return text;
  }
  return fallback;
}

/** An audited action in words (`staff.audit.actions.<code>`). */
export function actionText(t: TFunction, action: string): string {
  return firstText(t, [`staff.audit.actions.${auditActionKey(action)}`], action);
}

/** What an action was done to, in words, with its id. */
export function entityText(t: TFunction, entity: string, id: string | null): string {
  const name = firstText(t, [`staff.audit.entities.${entity}`], entity);
  return id ? `${name} ${id}` : name;
}

/** A changed field's name in words: the audit log's, else the registration form's, else as the API names it. */
export function fieldText(t: TFunction, field: string): string {
  const key = field.replace(/\./g, '_');
  return firstText(t, [`staff.audit.fields.${key}`, `staff.registrations.fields.${key}`], field);
}

// Codes whose values are words of the console: a registration's status and channel, a user's role.
const CODED: Record<string, string> = { Durum: 'staff.status', Kanal: 'staff.channels', Rol: 'staff.roles' };
// Figures of a registration, written as the console's lists write them (prices 4 decimals, TL 2).
const FIGURES: Record<string, (language: Language, value: number) => string> = {
  BirimFiyat: formatPrice,
  Tutar: formatAmount,
  Miktar: formatQuantity,
  CanliAgirlik: formatQuantity,
};
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function decimalsOf(value: number): number {
  const text = String(value);
  const dot = text.indexOf('.');
  return dot < 0 || text.includes('e') ? 0 : Math.min(4, text.length - dot - 1);
}

/** A value of a field as the screen's language writes it (numbers, times, yes/no, coded words). */
export function valueText(t: TFunction, language: Language, field: string, value: AuditValue): string {
  if (value === null || value === '') return NO_VALUE;
  if (typeof value === 'boolean') return t(value ? 'staff.audit.yes' : 'staff.audit.no');
  if (typeof value === 'number')
    return (FIGURES[field] ?? ((l, v) => formatNumber(l, v, decimalsOf(v))))(language, value);
  const coded = CODED[field];
  if (coded) return firstText(t, [`${coded}.${value}`], value);
  if (INSTANT.test(value)) return formatDateTime(language, new Date(value));
  return value;
}

/** A change as the screen shows it: `before → after`, what was set, or that a secret was set. */
export function changeText(t: TFunction, language: Language, change: AuditChange): string {
  if (change.Gizli) return t('staff.audit.hidden');
  const after = valueText(t, language, change.Alan, change.Sonraki);
  if (change.Onceki === undefined) return after;
  return `${valueText(t, language, change.Alan, change.Onceki)} → ${after}`;
}
