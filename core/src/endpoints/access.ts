import type { Role } from '../domain.js';

/** Who may call the staff and member endpoints (the `access` role lists of the endpoint table). */

/** A member reads its own member data; admins any member's. */
export const MEMBER_DATA_READERS = ['member', 'admin', 'superadmin'] as const satisfies readonly Role[];

/** Who may register, correct, cancel and import trades. */
export const REGISTRATION_STAFF = ['operator', 'admin', 'superadmin'] as const satisfies readonly Role[];

/** Who may edit content (ticker, CMS, KVKK texts) and read the audit log: everything but users. */
export const CONTENT_STAFF = ['admin', 'superadmin'] as const satisfies readonly Role[];

/** Who may manage users. */
export const USER_ADMINS = ['superadmin'] as const satisfies readonly Role[];

/** A person (not the public service account): who may approve a KVKK text. */
export const PEOPLE = ['member', 'operator', 'admin', 'superadmin'] as const satisfies readonly Role[];
