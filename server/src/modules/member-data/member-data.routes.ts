import {
  istanbulDate,
  memberArrivalSchema,
  memberCommitteeSchema,
  memberDailyTotalsSchema,
  memberDetailSchema,
  memberInfoSchema,
  memberMonthlySalesSchema,
  memberProductTotalsSchema,
  memberRegistrationSchema,
  memberStockSchema,
} from '@bulten/core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { registerUnderBulletinPrefixes } from '../../http/bulletin-prefixes.js';
import { formatParam } from '../../http/exports/table-export.js';
import { requestLanguage } from '../../http/language.js';
import { dateParam } from '../../http/params.js';
import { BEARER_SECURITY } from '../auth/auth.access.js';
import { requireAuth } from '../auth/auth.guard.js';
import {
  MEMBER_DATA_READERS,
  memberRange,
  optionalRange,
  readableMember,
  registrationsScope,
  yearParam,
} from './member-data.access.js';
import { sendMemberFile } from './member-data.export.js';
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
const member = { memberId: z.string().describe('Numeric member id') };
const range = { from: z.string().describe('YYYY-MM-DD'), to: z.string().describe('YYYY-MM-DD') };
const format = {
  format: z.string().optional().describe('json (default), csv or xlsx; else 400 BAD_FORMAT'),
};
const FILE =
  ' `?format=csv` (UTF-8 with BOM; tr `;` and decimal commas, en `,`) or `?format=xlsx` downloads it.';
const fileFormat = (value: string | undefined) => formatParam(value, ['csv', 'xlsx'] as const);

function docs(hide: boolean, summary: string, description: string) {
  return { hide, tags: ['Üye'], summary, description: description + ACCESS, security: BEARER_SECURITY };
}

function registerMemberProfile(scope: FastifyInstance, ctx: AppContext, hide: boolean): void {
  const r = scope.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.kysely;
  const params = z.object(member);
  r.get(
    '/GetUyeBilgileri/:memberId',
    {
      schema: {
        ...docs(hide, 'Member', 'Code, title, il/ilçe.'),
        params,
        response: { 200: memberInfoSchema },
      },
    },
    async (request) => memberInfo(db, readableMember(request, request.params.memberId)),
  );
  r.get(
    '/GetUyeBilgileriDetayli/:memberId',
    {
      schema: {
        ...docs(
          hide,
          'Member in detail',
          'Contact data, committees, and this (Istanbul) year’s purchase and sale totals.',
        ),
        params,
        response: { 200: memberDetailSchema },
      },
    },
    async (request) =>
      memberDetail(
        db,
        readableMember(request, request.params.memberId),
        requestLanguage(request),
        Number(istanbulDate(ctx.now()).slice(0, 4)),
      ),
  );
  r.get(
    '/GetUyeMeslekKomiteleri/:memberId',
    {
      schema: {
        ...docs(hide, 'Member committees', `Committee seats with the role.${FILE}`),
        params,
        querystring: z.object(format),
        response: { 200: z.array(memberCommitteeSchema) },
      },
    },
    async (request, reply) => {
      const file = fileFormat(request.query.format);
      const memberId = readableMember(request, request.params.memberId);
      const lang = requestLanguage(request);
      const rows = await committeesOf(db, memberId, lang);
      return file ? sendMemberFile(reply, 'committees', rows, file, lang, [memberId]) : rows;
    },
  );
  r.get(
    '/GetGelenUrunler/:memberId',
    {
      schema: {
        ...docs(
          hide,
          'Member arrivals',
          `The member’s goods arriving at the hall, newest first; \`?from=&to=\` (≤ 1 year), default the last 90 days.${FILE}`,
        ),
        params,
        querystring: z.object({ from: z.string().optional(), to: z.string().optional(), ...format }),
        response: { 200: z.array(memberArrivalSchema) },
      },
    },
    async (request, reply) => {
      const file = fileFormat(request.query.format);
      const memberId = readableMember(request, request.params.memberId);
      const dates = optionalRange(request.query.from, request.query.to, ctx.now());
      const lang = requestLanguage(request);
      const rows = await arrivalsOf(db, memberId, dates, lang);
      return file
        ? sendMemberFile(reply, 'arrivals', rows, file, lang, [memberId, dates.from, dates.to])
        : rows;
    },
  );
  r.get(
    '/GetStokListesi/:memberId',
    {
      schema: {
        ...docs(hide, 'Member stock', `Stock per product and warehouse.${FILE}`),
        params,
        querystring: z.object(format),
        response: { 200: z.array(memberStockSchema) },
      },
    },
    async (request, reply) => {
      const file = fileFormat(request.query.format);
      const memberId = readableMember(request, request.params.memberId);
      const lang = requestLanguage(request);
      const rows = await stockOf(db, memberId, lang);
      return file ? sendMemberFile(reply, 'stock', rows, file, lang, [memberId]) : rows;
    },
  );
}

function registerMemberTrades(scope: FastifyInstance, ctx: AppContext, hide: boolean): void {
  const r = scope.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.kysely;
  r.get(
    '/GetTesciller/:from/:to',
    {
      schema: {
        ...docs(
          hide,
          'Member registrations',
          `The member’s registrations as buyer or seller (cancelled ones too), newest first; range ≤ 1 year. Admins: \`?uyeId=\`, or without it every member’s (≤ 31 days).${FILE}`,
        ),
        params: z.object(range),
        querystring: z.object({ uyeId: z.string().optional(), ...format }),
        response: { 200: z.array(memberRegistrationSchema) },
      },
    },
    async (request, reply) => {
      const file = fileFormat(request.query.format);
      const dates = memberRange(request.params.from, request.params.to);
      const memberId = registrationsScope(request, request.query.uyeId, dates);
      const lang = requestLanguage(request);
      const rows = await registrationsOf(db, { memberId, range: dates, activeOnly: false }, lang);
      if (!file) return rows;
      return sendMemberFile(reply, 'registrations', rows, file, lang, [
        memberId ?? 'all',
        dates.from,
        dates.to,
      ]);
    },
  );
  const dayParams = z.object({ ...member, date: z.string().describe('YYYY-MM-DD') });
  for (const [path, side, summary, list] of [
    ['/GetAlinanUrunDetay/:memberId/:date', 'buyer', 'Purchases of a day', 'purchases'],
    ['/GetSatilanUrunDetay/:memberId/:date', 'seller', 'Sales of a day', 'sales'],
  ] as const) {
    r.get(
      path,
      {
        schema: {
          ...docs(hide, summary, `Active registrations of the day on that side, newest first.${FILE}`),
          params: dayParams,
          querystring: z.object(format),
          response: { 200: z.array(memberRegistrationSchema) },
        },
      },
      async (request, reply) => {
        const file = fileFormat(request.query.format);
        const memberId = readableMember(request, request.params.memberId);
        const day = dateParam(request.params.date);
        const lang = requestLanguage(request);
        const scope = { memberId, side, range: { from: day, to: day }, activeOnly: true };
        const rows = await registrationsOf(db, scope, lang);
        return file ? sendMemberFile(reply, list, rows, file, lang, [memberId, day]) : rows;
      },
    );
  }
}

function registerMemberTotals(scope: FastifyInstance, ctx: AppContext, hide: boolean): void {
  const r = scope.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.kysely;
  r.get(
    '/GetSatilanUrun/:memberId/:year',
    {
      schema: {
        ...docs(
          hide,
          'Sales per month',
          `Active sales per product and month (Ay 1–12) of a year: count, quantity, amount, weighted average, min, max.${FILE}`,
        ),
        params: z.object({ ...member, year: z.string().describe('YYYY') }),
        querystring: z.object(format),
        response: { 200: z.array(memberMonthlySalesSchema) },
      },
    },
    async (request, reply) => {
      const file = fileFormat(request.query.format);
      const memberId = readableMember(request, request.params.memberId);
      const year = yearParam(request.params.year);
      const lang = requestLanguage(request);
      const rows = await monthlySales(db, memberId, year, lang);
      return file ? sendMemberFile(reply, 'monthlySales', rows, file, lang, [memberId, year]) : rows;
    },
  );
  const rangeParams = z.object({ ...member, ...range });
  r.get(
    '/GetAlinanUrunMiktarDetay/:memberId/:from/:to',
    {
      schema: {
        ...docs(
          hide,
          'Purchases per product',
          `Active purchases per product over a range (≤ 1 year).${FILE}`,
        ),
        params: rangeParams,
        querystring: z.object(format),
        response: { 200: z.array(memberProductTotalsSchema) },
      },
    },
    async (request, reply) => {
      const file = fileFormat(request.query.format);
      const memberId = readableMember(request, request.params.memberId);
      const dates = memberRange(request.params.from, request.params.to);
      const lang = requestLanguage(request);
      const rows = await purchasesPerProduct(db, memberId, dates, lang);
      return file
        ? sendMemberFile(reply, 'purchaseTotals', rows, file, lang, [memberId, dates.from, dates.to])
        : rows;
    },
  );
  r.get(
    '/GetAlinanUrunTarihliDetay/:memberId/:from/:to',
    {
      schema: {
        ...docs(
          hide,
          'Purchases per day',
          `Active purchases per day and product over a range (≤ 1 year).${FILE}`,
        ),
        params: rangeParams,
        querystring: z.object(format),
        response: { 200: z.array(memberDailyTotalsSchema) },
      },
    },
    async (request, reply) => {
      const file = fileFormat(request.query.format);
      const memberId = readableMember(request, request.params.memberId);
      const dates = memberRange(request.params.from, request.params.to);
      const lang = requestLanguage(request);
      const rows = await purchasesPerDay(db, memberId, dates, lang);
      return file
        ? sendMemberFile(reply, 'dailyPurchases', rows, file, lang, [memberId, dates.from, dates.to])
        : rows;
    },
  );
}

/** Member data under both bulletin prefixes: a member token reads its own member, admins any; never cached. */
export async function registerMemberDataRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const plugin: FastifyPluginAsync<{ hideFromDocs: boolean }> = async (scope, opts) => {
    scope.addHook('onRequest', requireAuth(ctx, MEMBER_DATA_READERS));
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    registerMemberProfile(scope, ctx, opts.hideFromDocs);
    registerMemberTrades(scope, ctx, opts.hideFromDocs);
    registerMemberTotals(scope, ctx, opts.hideFromDocs);
  };
  await registerUnderBulletinPrefixes(app, plugin);
}
