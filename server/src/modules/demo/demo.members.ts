import { addDays, daysBetween } from '@bulten/core';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { memberIdsByCode } from '../members/members.repository.js';
import type { MemberCommitteeTable, MemberTable } from '../members/members.table.js';
import type { Trade } from './demo.catalogue-data.js';
import {
  COMMITTEE_ROLES,
  COMMITTEES,
  GIVEN_NAMES,
  LEGAL_FORMS,
  MEMBER_ROLE,
  SECTORS,
  SURNAMES,
  VILLAGES,
} from './demo.people.js';
import { MEMBER_PLACES } from './demo.places.js';
import { type Rng, rngFor } from './demo.random.js';
import { insertRows } from './demo.repository.js';
import type { MemberPools } from './demo.trades.js';

/** A generated member before it is stored: its row and its committees (1-based codes, main one first). */
export interface MemberDraft {
  row: Insertable<MemberTable>;
  committees: number[];
}

// Which committees buy and sell each kind of goods.
const TRADE_SIDES: Record<Trade, { buyers: number[]; sellers: number[] }> = {
  wheat: { buyers: [2, 1, 4], sellers: [1, 7] },
  feed: { buyers: [4, 1], sellers: [1, 7] },
  pulse: { buyers: [3, 1], sellers: [3, 7] },
  oil: { buyers: [5], sellers: [1, 7] },
  animal: { buyers: [6], sellers: [6, 7] },
};

/** The code of the member the demo member user belongs to (a grain trader). */
export const DEMO_MEMBER_CODE = '1001';

function shuffled<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

function titleFor(rng: Rng, committee: number): string {
  const surname = rng.pick(SURNAMES);
  const person = [1, 6, 7].includes(committee) && rng.chance(0.35);
  if (person) return `${rng.pick(GIVEN_NAMES)} ${surname}${rng.chance(0.5) ? ` - ${surname} TİCARET` : ''}`;
  if (committee === 7 && rng.chance(0.4)) return `${rng.pick(VILLAGES)} KÖYÜ TARIMSAL KALKINMA KOOPERATİFİ`;
  const family = rng.chance(0.3) ? `${surname} KARDEŞLER` : surname;
  return `${family} ${rng.pick(SECTORS[committee]!)} ${rng.pick(LEGAL_FORMS)}`;
}

function digits(rng: Rng, count: number): string {
  return Array.from({ length: count }, (_, i) => rng.int(i === 0 ? 1 : 0, 9)).join('');
}

function phoneFor(rng: Rng, area: string, person: boolean): string {
  const pair = () => String(rng.int(0, 99)).padStart(2, '0');
  if (person)
    return `05${rng.pick(['32', '33', '35', '42', '44', '05', '06', '53', '55'])} ${rng.int(200, 999)} ${pair()} ${pair()}`;
  return `0${area} ${rng.int(200, 499)} ${pair()} ${pair()}`;
}

function memberDraft(
  rng: Rng,
  index: number,
  committee: number,
  titles: Set<string>,
  before: string,
): MemberDraft {
  let title = titleFor(rng, committee);
  while (titles.has(title)) title = titleFor(rng, committee);
  titles.add(title);
  const [city, district, area] = rng.pick(MEMBER_PLACES);
  const person = !title.includes('A.Ş.') && !title.includes('ŞTİ.') && !title.includes('KOOPERATİF');
  const code = String(1001 + index);
  const span = daysBetween('1992-01-01', addDays(before, -365));
  const second = rng.chance(0.12) ? rng.int(1, COMMITTEES.length) : committee;
  return {
    row: {
      code,
      title,
      tax_no: digits(rng, person ? 11 : 10),
      city,
      district,
      phone: phoneFor(rng, area, person),
      email: person ? null : `uye${code}@example.com`,
      registered_on: addDays('1992-01-01', rng.int(0, span)),
    },
    committees: second === committee ? [committee] : [committee, second],
  };
}

/** Generates the ~200 demo members (codes 1001…), each on one or two committees. */
export function demoMemberDrafts(seed: number, before: string): MemberDraft[] {
  const rng = rngFor(seed, 'members');
  const seats = shuffled(
    rng,
    COMMITTEES.flatMap(([, , count], i) => Array<number>(count).fill(i + 1)),
  );
  // The demo member user's firm is a grain trader, so it has purchases and sales of wheat.
  const grain = seats.indexOf(1);
  [seats[0], seats[grain]] = [1, seats[0]!];
  const titles = new Set<string>();
  return seats.map((committee, i) => memberDraft(rng, i, committee, titles, before));
}

function seatRows(
  drafts: readonly MemberDraft[],
  ids: Map<string, number>,
  committeeIds: Map<number, number>,
): Insertable<MemberCommitteeTable>[] {
  const filled = new Map<number, number>();
  return drafts.flatMap((draft) =>
    draft.committees.map((committee) => {
      const rank = filled.get(committee) ?? 0;
      filled.set(committee, rank + 1);
      const [role_tr, role_en] = COMMITTEE_ROLES[rank] ?? MEMBER_ROLE;
      return {
        member_id: ids.get(draft.row.code)!,
        committee_id: committeeIds.get(committee)!,
        role_tr,
        role_en,
      };
    }),
  );
}

/**
 * Who buys and sells each kind of goods, from committee seats (committee numbers 1…8); every member
 * (`fallback`) when no seat fits, so exchanges without demo committees still trade.
 */
export function poolsFromSeats(
  seats: ReadonlyArray<{ memberId: number; committee: number }>,
  fallback: readonly number[],
): MemberPools {
  const having = (committees: number[]) => {
    const ids = [...new Set(seats.filter((s) => committees.includes(s.committee)).map((s) => s.memberId))];
    return ids.length ? ids.sort((a, b) => a - b) : [...fallback];
  };
  const entries = Object.entries(TRADE_SIDES).map(([trade, sides]) => [
    trade,
    { buyers: having(sides.buyers), sellers: having(sides.sellers) },
  ]);
  return Object.fromEntries(entries) as MemberPools;
}

/** Stores the committees and members; returns who buys and sells what. */
export async function seedDemoMembers(
  db: Kysely<Database>,
  seed: number,
  before: string,
): Promise<MemberPools> {
  const committees = COMMITTEES.map(([tr, en], i) => ({
    code: String(i + 1).padStart(2, '0'),
    name_tr: `${i + 1}. Meslek Komitesi - ${tr}`,
    name_en: `Committee ${i + 1} - ${en}`,
  }));
  await insertRows(db, 'committee', committees);
  const committeeIds = await db.selectFrom('committee').select(['id', 'code']).execute();
  const idOfCommittee = new Map(committeeIds.map((c) => [Number(c.code), c.id]));
  const drafts = demoMemberDrafts(seed, before);
  await insertRows(
    db,
    'member',
    drafts.map((d) => d.row),
  );
  const ids = await memberIdsByCode(
    db,
    drafts.map((d) => d.row.code),
  );
  await insertRows(db, 'member_committee', seatRows(drafts, ids, idOfCommittee));
  const seats = drafts.flatMap((d) =>
    d.committees.map((committee) => ({ memberId: ids.get(d.row.code)!, committee })),
  );
  return poolsFromSeats(seats, [...ids.values()]);
}
