import { peerEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { route } from '../../http/route.js';
import { auditRequest, STAFF_TAG } from '../auth/auth.access.js';
import { peerLeases } from './peers.lease.js';
import { addPeer, changePeer, peerFields, readPeerNow, removePeer } from './peers.service.js';
import { peerMappings, peerStatuses, savePeerMapping } from './peers.staff.js';

const ENTITY = 'peer';

/** Staff: the peers (admins list, change and remove them), their reads, and the class mapping (data staff). */
export function registerPeerStaffRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    peerEndpoints.KomsuListe,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'Peers and their reads',
        description:
          'Every peer with how its reads go: last attempt and success, and while stale the reason code (TIMEOUT, UNREACHABLE, HTTP_STATUS, NOT_JSON, TOO_LARGE, SCHEMA, WRONG_DAY, ABSURD_PRICE) with its detail, since when and the next attempt.',
      },
    },
    async () => peerStatuses(ctx),
  );
  route(
    app,
    peerEndpoints.KomsuEkle,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'List a peer (admin)',
        description: 'Audited. Another peer at the same address: 409 CONFLICT.',
      },
    },
    async (request) => {
      const fields = peerFields(request.body);
      const id = await addPeer(ctx.db.kysely, fields, ctx.now());
      await auditRequest(ctx, request, {
        action: 'peer.create',
        entity: ENTITY,
        entityId: id,
        detail: fields,
      });
      return { ok: true as const, Id: id };
    },
  );
  route(
    app,
    peerEndpoints.KomsuGuncelle,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'Change a peer (admin)',
        description: 'Audited. Unknown id: 400 UNKNOWN_ID.',
      },
    },
    async (request) => {
      const fields = peerFields(request.body);
      await changePeer(ctx.db.kysely, request.body.Id, fields, ctx.now());
      await auditRequest(ctx, request, {
        action: 'peer.update',
        entity: ENTITY,
        entityId: request.body.Id,
        detail: fields,
      });
      return { ok: true as const };
    },
  );
  route(
    app,
    peerEndpoints.KomsuSil,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'Remove a peer (admin)',
        description: 'With every figure read from it and its mapping. Audited. Unknown id: 400 UNKNOWN_ID.',
      },
    },
    async (request) => {
      await removePeer(ctx.db.kysely, request.body.Id);
      await auditRequest(ctx, request, { action: 'peer.delete', entity: ENTITY, entityId: request.body.Id });
      return { ok: true as const };
    },
  );
  mappingRoutes(app, ctx);
}

function mappingRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    peerEndpoints.KomsuOku,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'Read a peer now',
        description:
          "Reads today's bulletin (and the previous weekday's unless read after its close) whatever the schedule and backoff, under the peer's lease: BUSY while another process reads it. Audited.",
      },
    },
    async (request) => {
      const env = { db: ctx.db.kysely, config: ctx.config, now: ctx.now };
      const result = await readPeerNow(env, peerLeases(ctx.db.kysely, ctx.now), request.body.Id);
      await auditRequest(ctx, request, {
        action: 'peer.read',
        entity: ENTITY,
        entityId: request.body.Id,
        detail: { Sonuc: result.Sonuc },
      });
      return result;
    },
  );
  route(
    app,
    peerEndpoints.KomsuEslesmeler,
    {
      docs: {
        tag: STAFF_TAG,
        summary: "Peers' classes and what they are compared with",
        description:
          'Our crop classes, and every class a peer gave figures for: the class of ours it is compared with (STAFF: staff chose; AUTO: the same name after Turkish-aware normalisation; NONE: unmapped, listed first), the unit its prices are read in, and suggestions by name.',
      },
    },
    async (request) => peerMappings(ctx, requestLanguage(request)),
  );
  route(
    app,
    peerEndpoints.KomsuEslesmeKaydet,
    {
      docs: {
        tag: STAFF_TAG,
        summary: "Map a peer's class",
        description:
          "Compares a peer's class with one of our crop classes (or none: `SinifId` null), its prices read per KG or TON (null: as the peer gives them); `Otomatik: true` returns it to matching by name. Audited. An unknown peer, a class the peer never gave, or not one of our crop classes: 400 UNKNOWN_ID.",
      },
    },
    async (request) => {
      await savePeerMapping(ctx, request.body, request.authUser.userId);
      await auditRequest(ctx, request, {
        action: 'peer.mapping',
        entity: ENTITY,
        entityId: request.body.KomsuId,
        detail: request.body,
      });
      return { ok: true as const };
    },
  );
}
