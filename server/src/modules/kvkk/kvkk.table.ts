import type { Generated, Selectable } from 'kysely';

/** A published KVKK (data-protection) text; the newest is the one to approve. */
export interface KvkkTextTable {
  id: Generated<number>;
  title_tr: string;
  title_en: string;
  body_tr: string;
  body_en: string;
  published_at: string;
  published_by: number | null;
}

/** A person's approval of a KVKK text; written once, never edited. */
export interface KvkkConsentTable {
  id: Generated<number>;
  user_id: number;
  kvkk_id: number;
  approved_at: string;
  ip: string;
  user_agent: string;
}
export type KvkkTextRow = Selectable<KvkkTextTable>;
export type KvkkConsentRow = Selectable<KvkkConsentTable>;
