import type { Role } from '../domain.js';

/**
 * The role groups of the endpoint table's `access` lists: the one place that says who may call what (the
 * server's routes enforce the table, the staff console shows what the table allows).
 */

/** A member's own features (its price alerts and inbox). */
export const MEMBERS = ['member'] as const satisfies readonly Role[];

/** A member reads its own member data; admins any member's. */
export const MEMBER_DATA_READERS = ['member', 'admin', 'superadmin'] as const satisfies readonly Role[];

/** Who may register, correct, cancel and import trades. */
export const REGISTRATION_STAFF = ['operator', 'admin', 'superadmin'] as const satisfies readonly Role[];

/** Who may edit content (ticker, CMS, KVKK texts) and read the audit log: everything but users. */
export const CONTENT_STAFF = ['admin', 'superadmin'] as const satisfies readonly Role[];

/** Who may manage users. */
export const USER_ADMINS = ['superadmin'] as const satisfies readonly Role[];

/** A person (not the public service account): who may approve a KVKK text or change their own account. */
export const PEOPLE = ['member', 'operator', 'admin', 'superadmin'] as const satisfies readonly Role[];

/** The role of a person: anyone signed in but the service account. */
export type PersonRole = (typeof PEOPLE)[number];
