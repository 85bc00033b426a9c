import { bulletinEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { dateParam } from '../../http/params.js';
import { route } from '../../http/route.js';
import { TAGS } from '../../http/route-kit.js';
import { compatGroupCardExample, compatRowExample } from './compat.examples.js';
import { compatBulletin, compatGroupCards } from './compat.service.js';

const ROW =
  "One row per crop class that traded on the day (DESIGN.md 5.3, the exact shape existing clients parse): GrupAdi = group name, UrunGrubu = SinifAdi = class name; MinFiyat, MaxFiyat, AvgFiyat = OrtFiyat (weighted average) are TL per kg as comma strings with exactly 4 decimals (TON products are converted to kg); TopMiktar is kg as a number and Miktar the same kg with dot thousands; GrupMinFiyat, GrupMaxFiyat, GrupOrtFiyat are the group's figures × 10 000 as integers. Live-animal classes (and per-piece products) are left out: they are not priced per kg. [] for a day without trading.";

const e = bulletinEndpoints;
const DAY_ROUTES = [
  [e.GetGunlukBulten, 'Daily bulletin (compatible rows)', 'The registrations of the day.'],
  [e.GetTescilGunlukBulten, 'Registrations bulletin (compatible rows)', 'The registrations of the day.'],
  [e.GetAnlikBulten, 'Instant bulletin (compatible rows)', 'Today so far (live); for a past date, that day.'],
] as const;

/** The compatibility rows of DESIGN.md 5.3. */
export function registerCompatRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const [endpoint, summary, what] of DAY_ROUTES) {
    route(
      app,
      endpoint,
      { docs: { tag: TAGS.compat, summary, description: `${what} ${ROW}`, example: [compatRowExample] } },
      async (request) => compatBulletin(ctx, requestLanguage(request), dateParam(request.params.date)),
    );
  }
  route(
    app,
    e.GetOnlineGunlukKartlarGrup,
    {
      docs: {
        tag: TAGS.compat,
        summary: 'Group cards of the latest trading day (compatible rows)',
        description:
          'One row per group that traded on the latest trading day up to today (DESIGN.md 5.3): IslemTarih "YYYY-MM-DDT00:00:00", GrupAdi, UstUrunGrubu (TARIM ÜRÜNLERİ / AGRICULTURAL PRODUCTS or CANLI HAYVAN / LIVE ANIMALS), GrupKodu, MinFiyat, OrtFiyat, MaxFiyat as 4-decimal comma strings and SatilanMiktar as a number. Crops are in TL per kg and kg; live animals, which are not kg-priced, in TL per head and heads.',
        example: [compatGroupCardExample],
      },
    },
    async (request) => compatGroupCards(ctx, requestLanguage(request)),
  );
}
