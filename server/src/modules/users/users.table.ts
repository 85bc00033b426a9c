import type { Role } from '@bulten/core';
import type { Generated, Selectable } from 'kysely';

/** A person or service that signs in. */
export interface AppUserTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: Role;
  member_id: number | null;
  full_name: string;
  phone: string | null;
  email: string | null;
  /** 1 when sign-in needs an SMS one-time code. */
  sms_verification: number;
  failed_attempts: number;
  locked_until: string | null;
  active: number;
  created_at: string;
  updated_at: string;
}
export type AppUserRow = Selectable<AppUserTable>;
