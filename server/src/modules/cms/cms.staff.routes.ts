import { cmsEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { idParam } from '../../http/params.js';
import { route } from '../../http/route.js';
import { auditRequest, STAFF_TAG } from '../auth/auth.access.js';
import {
  createGalleryItem,
  editGalleryItem,
  removeGalleryItem,
  setCmsValue,
  setModuleOption,
} from './cms.service.js';

const { SetValue, SetModulOption, GaleriCreate, GaleriUpdate, GaleriDelete } = cmsEndpoints;

function registerValueEdits(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    SetValue,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'Set a content value (admin)',
        description: 'Sets both languages; the version grows by one.',
      },
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
  route(
    app,
    SetModulOption,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'Set a module option (admin)',
        description: 'Inserts or replaces a module option (any JSON value).',
      },
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
  route(
    app,
    GaleriCreate,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'Add a gallery item (admin)',
        description: 'Adds an item in both languages.',
      },
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
  route(
    app,
    GaleriUpdate,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'Edit a gallery item (admin)',
        description: 'Replaces an item; unknown id: 400 UNKNOWN_ID.',
      },
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
  route(
    app,
    GaleriDelete,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'Delete a gallery item (admin)',
        description: 'Removes an item; unknown id: 400 UNKNOWN_ID.',
      },
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
