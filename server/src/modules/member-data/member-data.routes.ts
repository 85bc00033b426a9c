import { istanbulDate, type Language, memberEndpoints } from '@bulten/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { formatParam } from '../../http/exports/table-export.js';
import { requestLanguage } from '../../http/language.js';
import { dateParam } from '../../http/params.js';
import { route } from '../../http/route.js';
import {
  type MemberDataUser,
  memberRange,
  optionalRange,
  readableMember,
  registrationsScope,
  yearParam,
} from './member-data.access.js';
import { type MemberExport, type MemberExportRows, sendMemberFile } from './member-data.export.js';
import {
  arrivalsOf,
  committeesOf,
  memberDetail,
  memberInfo,
  monthlySales,
  purchasesPerDay,
  purchasesPerProduct,
  registrationsOf,
  stockOf,
} from './member-data.service.js';

const ACCESS =
  ' Member token: only its own member (another member: 403); admins any member; no token: 401; the service ' +
  'account and operators: 403. `{memberId}` is the numeric member id.';
const FILE =
  ' `?format=csv` (UTF-8 with BOM; tr `;` and decimal commas, en `,`) or `?format=xlsx` downloads it.';
const fileFormat = (value: string | undefined) => formatParam(value, ['csv', 'xlsx'] as const);

// A member list as JSON or, with `?format=csv|xlsx` (checked first), as its file named after the list and `name`.
async function memberList<K extends MemberExport>(
  db: Kysely<Database>,
  request: Pick<FastifyRequest, 'headers'> & { query: { format?: string } },
  reply: FastifyReply,
  load: (
    lang: Language,
  ) => Promise<{ list: K; name: ReadonlyArray<string | number>; rows: MemberExportRows[K][] }>,
) {
  const file = fileFormat(request.query.format);
  const lang = requestLanguage(request);
  const { list, name, rows } = await load(lang);
  return file ? sendMemberFile(db, reply, { list, rows, format: file, lang, name }) : rows;
}

// The handler of a list that takes nothing but the member (its committees, its stock): named after the member.
function wholeMemberList<K extends MemberExport>(
  db: Kysely<Database>,
  list: K,
  load: (db: Kysely<Database>, memberId: number, lang: Language) => Promise<MemberExportRows[K][]>,
) {
  return async (
    request: FastifyRequest & {
      authUser: MemberDataUser;
      params: { memberId?: string };
      query: { format?: string };
    },
    reply: FastifyReply,
  ) =>
    memberList(db, request, reply, async (lang) => {
      const memberId = readableMember(request.authUser, request.params.memberId);
      return { list, name: [memberId], rows: await load(db, memberId, lang) };
    });
}

function docs(summary: string, description: string) {
  return { tag: 'Üye', summary, description: description + ACCESS };
}

function registerMemberProfile(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db.kysely;
  route(
    app,
    memberEndpoints.GetUyeBilgileri,
    { docs: docs('Member', 'Code, title, il/ilçe.') },
    async (request) => memberInfo(db, readableMember(request.authUser, request.params.memberId)),
  );
  route(
    app,
    memberEndpoints.GetUyeBilgileriDetayli,
    {
      docs: docs(
        'Member in detail',
        'Contact data, committees, and this (Istanbul) year’s purchase and sale totals.',
      ),
    },
    async (request) =>
      memberDetail(
        db,
        readableMember(request.authUser, request.params.memberId),
        requestLanguage(request),
        Number(istanbulDate(ctx.now()).slice(0, 4)),
      ),
  );
  route(
    app,
    memberEndpoints.GetUyeMeslekKomiteleri,
    { docs: docs('Member committees', `Committee seats with the role.${FILE}`) },
    wholeMemberList(db, 'committees', committeesOf),
  );
  route(
    app,
    memberEndpoints.GetGelenUrunler,
    {
      docs: docs(
        'Member arrivals',
        `The member’s goods arriving at the hall, newest first; \`?from=&to=\` (≤ 1 year), default the last 90 days.${FILE}`,
      ),
    },
    async (request, reply) =>
      memberList(db, request, reply, async (lang) => {
        const memberId = readableMember(request.authUser, request.params.memberId);
        const dates = optionalRange(request.query.from, request.query.to, ctx.now());
        return {
          list: 'arrivals',
          name: [memberId, dates.from, dates.to],
          rows: await arrivalsOf(db, memberId, dates, lang),
        };
      }),
  );
  route(
    app,
    memberEndpoints.GetStokListesi,
    { docs: docs('Member stock', `Stock per product and warehouse.${FILE}`) },
    wholeMemberList(db, 'stock', stockOf),
  );
}

function registerMemberTrades(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db.kysely;
  route(
    app,
    memberEndpoints.GetTesciller,
    {
      docs: docs(
        'Member registrations',
        `The member’s registrations as buyer or seller (cancelled ones too), newest first; range ≤ 1 year. Admins: \`?uyeId=\`, or without it every member’s (≤ 31 days).${FILE}`,
      ),
    },
    async (request, reply) =>
      memberList(db, request, reply, async (lang) => {
        const dates = memberRange(request.params.from, request.params.to);
        const memberId = registrationsScope(request.authUser, request.query.uyeId, dates);
        return {
          list: 'registrations',
          name: [memberId ?? 'all', dates.from, dates.to],
          rows: await registrationsOf(db, { memberId, range: dates, activeOnly: false }, lang),
        };
      }),
  );
  for (const [endpoint, side, summary, list] of [
    [memberEndpoints.GetAlinanUrunDetay, 'buyer', 'Purchases of a day', 'purchases'],
    [memberEndpoints.GetSatilanUrunDetay, 'seller', 'Sales of a day', 'sales'],
  ] as const) {
    route(
      app,
      endpoint,
      { docs: docs(summary, `Active registrations of the day on that side, newest first.${FILE}`) },
      async (request, reply) =>
        memberList(db, request, reply, async (lang) => {
          const memberId = readableMember(request.authUser, request.params.memberId);
          const day = dateParam(request.params.date);
          const scope = { memberId, side, range: { from: day, to: day }, activeOnly: true };
          return { list: list, name: [memberId, day], rows: await registrationsOf(db, scope, lang) };
        }),
    );
  }
}

function registerMemberTotals(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db.kysely;
  route(
    app,
    memberEndpoints.GetSatilanUrun,
    {
      docs: docs(
        'Sales per month',
        `Active sales per product and month (Ay 1–12) of a year: count, quantity, amount, weighted average, min, max.${FILE}`,
      ),
    },
    async (request, reply) =>
      memberList(db, request, reply, async (lang) => {
        const memberId = readableMember(request.authUser, request.params.memberId);
        const year = yearParam(request.params.year);
        return {
          list: 'monthlySales',
          name: [memberId, year],
          rows: await monthlySales(db, memberId, year, lang),
        };
      }),
  );
  for (const [endpoint, summary, per, list, load] of [
    [
      memberEndpoints.GetAlinanUrunMiktarDetay,
      'Purchases per product',
      'product',
      'purchaseTotals',
      purchasesPerProduct,
    ],
    [
      memberEndpoints.GetAlinanUrunTarihliDetay,
      'Purchases per day',
      'day and product',
      'dailyPurchases',
      purchasesPerDay,
    ],
  ] as const) {
    route(
      app,
      endpoint,
      { docs: docs(summary, `Active purchases per ${per} over a range (≤ 1 year).${FILE}`) },
      async (request, reply) =>
        memberList(db, request, reply, async (lang) => {
          const memberId = readableMember(request.authUser, request.params.memberId);
          const dates = memberRange(request.params.from, request.params.to);
          return {
            list,
            name: [memberId, dates.from, dates.to],
            rows: await load(db, memberId, dates, lang),
          };
        }),
    );
  }
}

/** Member data under both bulletin prefixes: a member token reads its own member, admins any; never cached. */
export async function registerMemberDataRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    registerMemberProfile(scope, ctx);
    registerMemberTrades(scope, ctx);
    registerMemberTotals(scope, ctx);
  });
}
