import {
  cmsValueUpdateSchema,
  galleryItemInputSchema,
  moduleOptionSchema,
  moduleOptionUpdateSchema,
} from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { idParam } from '../../http/params.js';
import { auditRequest, CONTENT_STAFF, staffSchema } from '../auth/auth.access.js';
import { requireAuth } from '../auth/auth.guard.js';
import {
  createGalleryItem,
  editGalleryItem,
  removeGalleryItem,
  setCmsValue,
  setModuleOption,
} from './cms.service.js';

const CMS = '/api/v1/CMS';
const idParams = z.object({ id: z.string().describe('Gallery item id') });
const okSchema = z.object({ ok: z.literal(true) });

function registerValueEdits(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireAuth(ctx, CONTENT_STAFF);
  r.post(
    `${CMS}/SetValue`,
    {
      onRequest,
      schema: staffSchema('Set a content value (admin)', 'Sets both languages; the version grows by one.', {
        body: cmsValueUpdateSchema,
        response: { 200: z.object({ Modul: z.string(), Anahtar: z.string(), Versiyon: z.number() }) },
      }),
    },
    async (request) => {
      const { Modul, Anahtar } = request.body;
      const version = await setCmsValue(ctx.db.kysely, request.body, ctx.now());
      await auditRequest(ctx, request, {
        action: 'cms.value.set',
        entity: 'cms_value',
        entityId: `${Modul}/${Anahtar}`,
        detail: { version },
      });
      return { Modul, Anahtar, Versiyon: version };
    },
  );
  r.post(
    `${CMS}/SetModulOption`,
    {
      onRequest,
      schema: staffSchema(
        'Set a module option (admin)',
        'Inserts or replaces a module option (any JSON value).',
        {
          body: moduleOptionUpdateSchema,
          response: { 200: moduleOptionSchema },
        },
      ),
    },
    async (request) => {
      const option = await setModuleOption(ctx.db.kysely, request.body);
      await auditRequest(ctx, request, {
        action: 'cms.option.set',
        entity: 'cms_module_option',
        entityId: `${option.Modul}/${option.Anahtar}`,
        detail: request.body,
      });
      return option;
    },
  );
}

function registerGalleryEdits(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireAuth(ctx, CONTENT_STAFF);
  r.post(
    `${CMS}/Galeri/Create`,
    {
      onRequest,
      schema: staffSchema('Add a gallery item (admin)', 'Adds an item in both languages.', {
        body: galleryItemInputSchema,
        response: { 200: z.object({ Id: z.number() }) },
      }),
    },
    async (request) => {
      const id = await createGalleryItem(ctx.db.kysely, request.body, ctx.now());
      await auditRequest(ctx, request, {
        action: 'cms.gallery.create',
        entity: 'cms_gallery',
        entityId: id,
        detail: request.body,
      });
      return { Id: id };
    },
  );
  r.post(
    `${CMS}/Galeri/Update/:id`,
    {
      onRequest,
      schema: staffSchema('Edit a gallery item (admin)', 'Replaces an item; unknown id: 400 UNKNOWN_ID.', {
        params: idParams,
        body: galleryItemInputSchema,
        response: { 200: okSchema },
      }),
    },
    async (request) => {
      const id = idParam(request.params.id);
      await editGalleryItem(ctx.db.kysely, id, request.body);
      await auditRequest(ctx, request, {
        action: 'cms.gallery.update',
        entity: 'cms_gallery',
        entityId: id,
        detail: request.body,
      });
      return { ok: true as const };
    },
  );
  r.post(
    `${CMS}/Galeri/Delete/:id`,
    {
      onRequest,
      schema: staffSchema('Delete a gallery item (admin)', 'Removes an item; unknown id: 400 UNKNOWN_ID.', {
        params: idParams,
        response: { 200: okSchema },
      }),
    },
    async (request) => {
      const id = idParam(request.params.id);
      await removeGalleryItem(ctx.db.kysely, id);
      await auditRequest(ctx, request, { action: 'cms.gallery.delete', entity: 'cms_gallery', entityId: id });
      return { ok: true as const };
    },
  );
}

/** Staff edits of CMS values, module options and gallery items (admin and super admin), each audited. */
export function registerCmsStaffRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerValueEdits(app, ctx);
  registerGalleryEdits(app, ctx);
}
