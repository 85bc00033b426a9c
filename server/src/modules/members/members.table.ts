import type { Generated, Selectable } from 'kysely';

/** An exchange member (üye). */
export interface MemberTable {
  id: Generated<number>;
  code: string;
  title: string;
  tax_no: string | null;
  city: string | null;
  district: string | null;
  phone: string | null;
  email: string | null;
  registered_on: string;
}

/** A professional committee (meslek komitesi). */
export interface CommitteeTable {
  id: Generated<number>;
  code: string;
  name_tr: string;
  name_en: string;
}

/** A member's seat on a committee. */
export interface MemberCommitteeTable {
  member_id: number;
  committee_id: number;
  role_tr: string;
  role_en: string;
}
export type MemberRow = Selectable<MemberTable>;
export type CommitteeRow = Selectable<CommitteeTable>;
