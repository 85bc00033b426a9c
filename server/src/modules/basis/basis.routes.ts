import { basisEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { requestLanguage } from '../../http/language.js';
import { dateParam, idParam, rangeParams } from '../../http/params.js';
import { route } from '../../http/route.js';
import { auditRequest, STAFF_TAG } from '../auth/auth.access.js';
import { getCatalogue } from '../catalogue/catalogue.cache.js';
import { basisRowExample } from './basis.examples.js';
import { setBasisMapping, turibInstrumentNames } from './basis.repository.js';
import { basisBoard, basisHistory, cropClass } from './basis.service.js';
import { basisMappings } from './basis.staff.js';

const TAG = 'Bülten: baz (TÜRİB)';
const BASIS =
  "The basis compares the exchange's weighted class average (mass products in TL/kg) with TÜRİB's weighted " +
  'average of the mapped instrument class over every warehouse that session; `Fark` = exchange − TÜRİB in TL/kg, ' +
  '`FarkYuzde` = that in % of the TÜRİB price (2 decimals); a side without trades is null.';

/** The public basis board and history, and the staff edit of the class ↔ TÜRİB mapping. */
export async function registerBasisRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    basisEndpoints.GetBazTablosu,
    {
      docs: {
        tag: TAG,
        summary: 'Basis board of a day',
        description: `Every class staff mapped to a TÜRİB instrument class, in catalogue order. ${BASIS} Without \`Tarih\` the latest trading day of a mapped class; a bad date answers 400 BAD_DATE.`,
        example: { Tarih: '2026-03-03', Kesin: true, Satirlar: [basisRowExample] },
      },
    },
    async (request) => {
      const text = request.query.Tarih;
      const date = text === undefined || text === '' ? undefined : dateParam(text);
      return basisBoard(ctx, requestLanguage(request), date);
    },
  );
  route(
    app,
    basisEndpoints.GetBazGecmisi,
    {
      docs: {
        tag: TAG,
        summary: "A class's basis history",
        description: `Per day of the range on which the exchange or TÜRİB traded, oldest first. ${BASIS} A class not on the board: 400 UNKNOWN_ID.`,
        example: {
          SinifId: basisRowExample.SinifId,
          SinifAdi: basisRowExample.SinifAdi,
          TuribSinif: basisRowExample.TuribSinif,
          Noktalar: [{ Tarih: '2026-03-03', ...basisRowExample }].map(
            ({ Tarih, BorsaOrtalama, TuribOrtalama, Fark, FarkYuzde }) => ({
              Tarih,
              BorsaOrtalama,
              TuribOrtalama,
              Fark,
              FarkYuzde,
            }),
          ),
        },
      },
    },
    async (request) => {
      const { itemId, from, to } = request.params;
      return basisHistory(ctx, idParam(itemId), rangeParams(from, to), requestLanguage(request));
    },
  );
  staffRoutes(app, ctx);
}

function staffRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    basisEndpoints.BazEslesmeleri,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'Basis board mapping (admin)',
        description:
          'Every crop class with the TÜRİB instrument class it is compared with (null: not on the board), and every TÜRİB instrument class seen so far.',
      },
    },
    async (request) => basisMappings(ctx, requestLanguage(request)),
  );
  route(
    app,
    basisEndpoints.BazEslesmeKaydet,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'Map a class to a TÜRİB class (admin)',
        description:
          'Puts a crop class on the basis board against a TÜRİB instrument class seen in the TÜRİB data, or takes it off with `TuribSinif: null`. Audited. Not a crop class: 400 UNKNOWN_ID; an unknown TÜRİB class: 400 VALIDATION.',
      },
    },
    async (request) => {
      const { SinifId, TuribSinif } = request.body;
      if (!cropClass(await getCatalogue(ctx), SinifId)) {
        throw new AppError(400, 'UNKNOWN_ID', [`${SinifId} is not a crop class`]);
      }
      if (TuribSinif !== null && !(await turibInstrumentNames(ctx.db.kysely)).includes(TuribSinif)) {
        throw new AppError(400, 'VALIDATION', [`TuribSinif: no TÜRİB class "${TuribSinif}"`]);
      }
      await setBasisMapping(ctx.db.kysely, SinifId, TuribSinif, ctx.now().toISOString());
      await auditRequest(ctx, request, {
        action: 'basis.mapping',
        entity: 'catalogue_item',
        entityId: String(SinifId),
        detail: { TuribSinif },
      });
      return { ok: true as const };
    },
  );
}
