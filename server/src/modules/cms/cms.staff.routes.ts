import { cmsEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { idParam } from '../../http/params.js';
import { auditRequest, CONTENT_STAFF, staffSchema } from '../auth/auth.access.js';
import { requireAuth } from '../auth/auth.guard.js';
import { fastifyPath } from './cms.paths.js';
import {
  createGalleryItem,
  editGalleryItem,
  removeGalleryItem,
  setCmsValue,
  setModuleOption,
} from './cms.service.js';

const { SetValue, SetModulOption, GaleriCreate, GaleriUpdate, GaleriDelete } = cmsEndpoints;

function registerValueEdits(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireAuth(ctx, CONTENT_STAFF);
  r.post(
    fastifyPath(SetValue),
    {
      onRequest,
      schema: staffSchema('Set a content value (admin)', 'Sets both languages; the version grows by one.', {
        body: SetValue.body,
        response: { 200: SetValue.response },
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
    fastifyPath(SetModulOption),
    {
      onRequest,
      schema: staffSchema(
        'Set a module option (admin)',
        'Inserts or replaces a module option (any JSON value).',
        {
          body: SetModulOption.body,
          response: { 200: SetModulOption.response },
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
    fastifyPath(GaleriCreate),
    {
      onRequest,
      schema: staffSchema('Add a gallery item (admin)', 'Adds an item in both languages.', {
        body: GaleriCreate.body,
        response: { 200: GaleriCreate.response },
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
    fastifyPath(GaleriUpdate),
    {
      onRequest,
      schema: staffSchema('Edit a gallery item (admin)', 'Replaces an item; unknown id: 400 UNKNOWN_ID.', {
        params: GaleriUpdate.params,
        body: GaleriUpdate.body,
        response: { 200: GaleriUpdate.response },
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
    fastifyPath(GaleriDelete),
    {
      onRequest,
      schema: staffSchema('Delete a gallery item (admin)', 'Removes an item; unknown id: 400 UNKNOWN_ID.', {
        params: GaleriDelete.params,
        response: { 200: GaleriDelete.response },
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
