import type { Generated, Selectable } from 'kysely';

/** A sign-in session; every token carries its id, so revoking the session revokes them all. */
export interface AuthSessionTable {
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
}

/** What a one-time code is for: SMS sign-in code, password-reset code, or the one-time auth token. */
export type OneTimeCodePurpose = 'LOGIN' | 'RESET' | 'AUTH';

/** A one-time code (SMS sign-in, password reset, or the auth token of KullaniciGirisYap), stored hashed. */
export interface OneTimeCodeTable {
  id: Generated<number>;
  user_id: number;
  purpose: OneTimeCodePurpose;
  request_id: string;
  code_hash: string;
  expires_at: string;
  used_at: string | null;
  attempts: number;
}

/** Messages the development SMS sender "sends". */
export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  body: string;
  created_at: string;
}
export type AuthSessionRow = Selectable<AuthSessionTable>;
export type OneTimeCodeRow = Selectable<OneTimeCodeTable>;
