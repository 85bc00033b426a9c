import { type BulletinDetail, bulletinEndpoints, type Channel, type Language } from '@bulten/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { safeFilename, sendFile } from '../../http/exports/table-export.js';
import { jsonOrFile } from '../../http/json-or-file.js';
import { requestLanguage } from '../../http/language.js';
import { channelParam, dateParam, groupDayParams } from '../../http/params.js';
import { route } from '../../http/route.js';
import { TAGS } from '../../http/route-kit.js';
import {
  dailyClassCardExample,
  dayRowExample,
  detailChExample,
  detailExample,
} from './day-bulletin.examples.js';
import { bulletinPdf } from './day-bulletin.pdf.js';
import { bulletinDetail, bulletinDetailCh, dailyClassCards, groupClassList } from './day-bulletin.service.js';

const ROWS =
  'Rows are in tree order with Seviye GROUP, CLASS or PRODUCT; each carries min, max, weighted average, first and last price, quantity, amount, trade count, the change vs its own previous trading day and vs the same day a year earlier.';

async function sendBulletinPdf(
  reply: FastifyReply,
  ctx: AppContext,
  detail: BulletinDetail,
  lang: Language,
  liveAnimal: boolean,
): Promise<FastifyReply> {
  const head = { exchangeName: ctx.config.exchangeName, liveAnimal, generatedAt: ctx.now() };
  const body = await bulletinPdf(detail, head, lang);
  const name =
    lang === 'tr'
      ? liveAnimal
        ? 'canli-hayvan-bulteni'
        : 'gunluk-bulten'
      : liveAnimal
        ? 'live-animal-bulletin'
        : 'daily-bulletin';
  return sendFile(reply, {
    body,
    contentType: 'application/pdf',
    filename: `${safeFilename(`${name}_${detail.Tarih}`)}.pdf`,
  });
}

type DetailRequest = Pick<FastifyRequest, 'headers'> & {
  params: { date: string };
  query: { format?: string; kanal?: string };
};

// Either bulletin's detail of a day as JSON or, with `?format=pdf`, as the A4 bulletin.
function detailHandler<D extends BulletinDetail>(
  ctx: AppContext,
  detailOf: (ctx: AppContext, lang: Language, date: string, channels?: Channel[]) => Promise<D>,
  liveAnimal: boolean,
) {
  return (request: DetailRequest, reply: FastifyReply) =>
    jsonOrFile(
      request,
      ['pdf'],
      (lang) => detailOf(ctx, lang, dateParam(request.params.date), channelParam(request.query.kanal)),
      (detail, _pdf, lang) => sendBulletinPdf(reply, ctx, detail, lang, liveAnimal),
    );
}

/** Day views: the daily bulletin detail, a group's classes of a day, and the latest day's classes. */
export function registerDayRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    bulletinEndpoints.GetGunlukBultenDetay,
    {
      docs: {
        tag: TAGS.day,
        summary: "A day's crops bulletin",
        description: `The crops' bulletin of a day for the daily bulletin screen (?format=pdf: the A4 bulletin with the exchange name, date, final mark and page numbers), with the previous and next trading days for navigation and Kesin (final once the session closed). ${ROWS} A day without trading answers the same object with Satirlar [].`,
        example: detailExample,
      },
    },
    detailHandler(ctx, bulletinDetail, false),
  );
  route(
    app,
    bulletinEndpoints.GetGunlukBultenDetayCH,
    {
      docs: {
        tag: TAGS.day,
        summary: "A day's live-animal bulletin",
        description: `The live-animal bulletin of a day (?format=pdf: the A4 bulletin). ${ROWS} Rows add head count, live weight, TL per head and TL per kg of live weight.`,
        example: detailChExample,
      },
    },
    detailHandler(ctx, bulletinDetailCh, true),
  );
  route(
    app,
    bulletinEndpoints.GetBultenIslemSinifListesi,
    {
      docs: {
        tag: TAGS.day,
        summary: "A group's classes and products of a day",
        description: `Each class of the group that traded that day, followed by its products. ${ROWS} [] for a day without trading; 400 UNKNOWN_ID when the id is not a group.`,
        example: [dayRowExample],
      },
    },
    async (request) => groupClassList(ctx, requestLanguage(request), ...groupDayParams(request.params)),
  );
  route(
    app,
    bulletinEndpoints.GetOnlineGunlukKartlar,
    {
      docs: {
        tag: TAGS.day,
        summary: 'Classes on the latest trading day',
        description:
          'One row per class (crops and live animals) that traded on the latest trading day up to today, with its change vs its previous trading day. [] before any trading.',
        example: [dailyClassCardExample],
      },
    },
    async (request) => dailyClassCards(ctx, requestLanguage(request)),
  );
}
