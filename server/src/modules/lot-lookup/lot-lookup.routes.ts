import { lotEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { requestLanguage } from '../../http/language.js';
import { route } from '../../http/route.js';
import { STAFF_TAG } from '../auth/auth.access.js';
import { byIp, rateLimited } from '../auth/auth.rate-limit.js';
import { findRegistrationByNo } from '../registrations/registrations.repository.js';
import { checkCodeMatches, checkCodeOf, printedCheckCode } from './check-code.js';
import { lotLookupExample } from './lot-lookup.example.js';
import {
  giveBackTries,
  takeLookupTry,
  WRONG_CODES_PER_IP,
  WRONG_CODES_PER_NUMBER,
} from './lot-lookup.limits.js';
import { lotLookup } from './lot-lookup.service.js';

const LOOKUPS_PER_IP_PER_MINUTE = 60;

/** `POST /api/v1/LotSorgula` (public) and the staff read of a registration's check code. */
export async function registerLotLookupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    lotEndpoints.LotSorgula,
    {
      docs: {
        tag: 'Lot sorgulama',
        summary: "A producer's lot by registration number and check code",
        description:
          'The registration number and the check code printed on the receipt (`ABCD-EFGH`; case, spaces and dashes ' +
          "ignored) answer the lot: product and class, quantity, unit price, amount, analyses, whether the day's " +
          "figures are final, the class's weighted average that day in the lot's channel, the lot's rank by price " +
          'and the prices, quantities and analyses of the lots of that session and class (never whose they are). ' +
          'An unknown number and a wrong code both answer 404 `LOT_NOT_FOUND`; after ' +
          `${WRONG_CODES_PER_NUMBER} wrong codes for a number (or ${WRONG_CODES_PER_IP} from an address) in 15 minutes ` +
          'every try answers 429 `LOT_LOOKUP_LOCKED` with `Retry-After` until the window ends.',
        example: lotLookupExample,
      },
      preHandler: rateLimited(ctx, [
        { name: 'lot-lookup-ip', max: LOOKUPS_PER_IP_PER_MINUTE, windowMs: 60_000, key: byIp },
      ]),
    },
    async (request, reply) => {
      const no = request.body.TescilNo;
      const tries = await takeLookupTry(ctx, request, reply, no);
      const row = await findRegistrationByNo(ctx.db.kysely, no);
      // A wrong code (or an unknown number) keeps the tries it took; a right one gives them back.
      if (!row || !(await checkCodeMatches(ctx.config, no, request.body.KontrolKodu)))
        throw new AppError(404, 'LOT_NOT_FOUND');
      await giveBackTries(ctx, tries);
      return lotLookup(ctx, row, requestLanguage(request));
    },
  );
  route(
    app,
    lotEndpoints.TescilKontrolKodu,
    {
      docs: {
        tag: STAFF_TAG,
        summary: "A registration's check code (operator)",
        description:
          'The check code to print on the producer’s receipt beside the registration number (`/lot-sorgula`). ' +
          'Derived from the number with a server key (`LOT_CODE_SECRET`); corrections keep it. Unknown number: 400 UNKNOWN_ID.',
        example: { TescilNo: '2026-000123', KontrolKodu: '7KQM-X3RA' },
      },
    },
    async (request) => {
      const row = await findRegistrationByNo(ctx.db.kysely, request.params.no);
      if (!row) throw new AppError(400, 'UNKNOWN_ID', [`no registration ${request.params.no}`]);
      const code = printedCheckCode(await checkCodeOf(ctx.config, row.registration_no));
      return { TescilNo: row.registration_no, KontrolKodu: code };
    },
  );
}
