import { compatBulletinRowSchema, compatGroupCardRowSchema } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { compatGroupCardExample, compatRowExample } from '../../http/openapi-examples.js';
import { dateParam } from '../../http/params.js';
import { answers, type BulletinRouteOptions, docs, pathDate, TAGS, typed } from '../../http/route-kit.js';
import { compatBulletin, compatGroupCards } from './compat.service.js';

const ROW =
  "One row per crop class that traded on the day (DESIGN.md 5.3, the exact shape existing clients parse): GrupAdi = group name, UrunGrubu = SinifAdi = class name; MinFiyat, MaxFiyat, AvgFiyat = OrtFiyat (weighted average) are TL per kg as comma strings with exactly 4 decimals (TON products are converted to kg); TopMiktar is kg as a number and Miktar the same kg with dot thousands; GrupMinFiyat, GrupMaxFiyat, GrupOrtFiyat are the group's figures × 10 000 as integers. Live-animal classes (and per-piece products) are left out: they are not priced per kg. [] for a day without trading.";

const DAY_ROUTES = [
  ['/GetGunlukBulten/:date', 'Daily bulletin (compatible rows)', 'The registrations of the day.'],
  [
    '/GetTescilGunlukBulten/:date',
    'Registrations bulletin (compatible rows)',
    'The registrations of the day.',
  ],
  [
    '/GetAnlikBulten/:date',
    'Instant bulletin (compatible rows)',
    'Today so far (live); for a past date, that day.',
  ],
] as const;

/** The compatibility rows of DESIGN.md 5.3. */
export function compatRoutes(app: FastifyInstance, ctx: AppContext, opts: BulletinRouteOptions): void {
  const r = typed(app);
  for (const [path, summary, what] of DAY_ROUTES) {
    r.get(
      path,
      {
        schema: {
          ...docs(opts, TAGS.compat, summary, `${what} ${ROW}`),
          params: z.object({ date: pathDate }),
          response: answers(z.array(compatBulletinRowSchema), [compatRowExample]),
        },
      },
      async (request) => compatBulletin(ctx, requestLanguage(request), dateParam(request.params.date)),
    );
  }
  r.get(
    '/GetOnlineGunlukKartlarGrup',
    {
      schema: {
        ...docs(
          opts,
          TAGS.compat,
          'Group cards of the latest trading day (compatible rows)',
          'One row per group that traded on the latest trading day up to today (DESIGN.md 5.3): IslemTarih "YYYY-MM-DDT00:00:00", GrupAdi, UstUrunGrubu (TARIM ÜRÜNLERİ / AGRICULTURAL PRODUCTS or CANLI HAYVAN / LIVE ANIMALS), GrupKodu, MinFiyat, OrtFiyat, MaxFiyat as 4-decimal comma strings and SatilanMiktar as a number. Crops are in TL per kg and kg; live animals, which are not kg-priced, in TL per head and heads.',
        ),
        response: answers(z.array(compatGroupCardRowSchema), [compatGroupCardExample]),
      },
    },
    async (request) => compatGroupCards(ctx, requestLanguage(request)),
  );
}
