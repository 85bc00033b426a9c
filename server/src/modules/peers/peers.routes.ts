import { peerEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { dateParam, idParam, rangeParams } from '../../http/params.js';
import { route } from '../../http/route.js';
import { regionalBoard } from './peers.board.js';
import { peerExample, peerRowExample } from './peers.examples.js';
import { regionalHistory } from './peers.history.js';
import { registerPeerStaffRoutes } from './peers.staff.routes.js';

const TAG = 'Bülten: bölge borsaları';
const WHOSE =
  "A peer's figures are its own, read from its public bulletin: `KomsuTarih` is the peer's own trading day " +
  "(never ours), `Okunma` when it was read, `KomsuBulteni` the peer's own bulletin of that day. All prices in " +
  'TL/kg (tonne prices converted exactly); `Fark` = peer − ours in TL/kg, `FarkYuzde` that in % of ours.';

/** The public regional board and a class's history across exchanges, and the staff's peers and mapping. */
export async function registerPeerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    peerEndpoints.GetBolgeTablosu,
    {
      docs: {
        tag: TAG,
        summary: 'Regional board: our classes beside neighbouring exchanges',
        description: `For each of our crop classes with a peer class mapped to it: our weighted average of its latest trading day up to \`date\` beside each shown peer's latest figure up to \`date\` (30 days back at most), one row per class and peer class. ${WHOSE} \`kalem\`: only the classes of a group, class or product. Bad date: 400 BAD_DATE.`,
        example: {
          Tarih: '2026-03-03',
          Kesin: true,
          BorsaAdi: 'Bülten Ticaret Borsası',
          Satirlar: [peerRowExample],
          Komsular: [peerExample],
        },
      },
    },
    async (request) => {
      const item = request.query.kalem;
      return regionalBoard(
        ctx,
        requestLanguage(request),
        dateParam(request.params.date),
        item === undefined || item === '' ? undefined : idParam(item),
      );
    },
  );
  route(
    app,
    peerEndpoints.GetBolgeGecmisi,
    {
      docs: {
        tag: TAG,
        summary: "A class's averages across exchanges",
        description: `Per day of the range: our class's average (\`KomsuId\` null) and each shown peer's figure of a class mapped to it, oldest first, each named with whose it is. ${WHOSE} Not a crop class: 400 UNKNOWN_ID.`,
      },
    },
    async (request) => {
      const { itemId, from, to } = request.params;
      return regionalHistory(ctx, requestLanguage(request), idParam(itemId), rangeParams(from, to));
    },
  );
  registerPeerStaffRoutes(app, ctx);
}
