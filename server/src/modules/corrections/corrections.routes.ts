import { correctionEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { dateParam, idParam, rangeParams } from '../../http/params.js';
import { route } from '../../http/route.js';
import { TAGS } from '../../http/route-kit.js';
import { correctionExample } from './corrections.examples.js';
import { dayCorrections, itemCorrections } from './corrections.service.js';

const ROW =
  'One row per figure that changed after it was shown: Alan (min, max, average: TL per the unit; quantity: in the unit; amount: TL; count: trades), Onceki → Sonraki (null: nothing traded), Tur (DUZELTME a registration corrected, IPTAL one cancelled, GEC_TESCIL a late registration on a final day, ICE_AKTARMA an import’s new registrations on a final day) and Zaman (when), oldest first. Figures are of all channels together. The registration is never named.';

/** Corrections in the open: a day's changed class figures and an item's over a range. */
export function registerCorrectionRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    correctionEndpoints.GetDuzeltmeler,
    {
      docs: {
        tag: TAGS.day,
        summary: "A day's corrected figures",
        description: `Every class figure of the day that changed after it was shown, whatever wrote the change: a registration corrected or cancelled (any day), or new registrations (the desk, an import) on a day already final (its session closed) whose bulletin listed trades. ${ROW} [] for a day without corrections.`,
        example: [correctionExample],
      },
    },
    async (request) => dayCorrections(ctx, requestLanguage(request), dateParam(request.params.date)),
  );
  route(
    app,
    correctionEndpoints.GetKalemDuzeltmeleri,
    {
      docs: {
        tag: TAGS.day,
        summary: "An item's corrected figures over a range",
        description: `The changed figures of a product (its own rows), a class (the class's) or a group (its classes') between two dates. ${ROW} 400 UNKNOWN_ID for an unknown item.`,
        example: [correctionExample],
      },
    },
    async (request) => {
      const range = rangeParams(request.params.from, request.params.to);
      return itemCorrections(ctx, requestLanguage(request), idParam(request.params.itemId), range);
    },
  );
}
