import { cmsEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { route } from '../../http/route.js';
import { STAFF_TAG } from '../auth/auth.access.js';
import { cmsValue, galleryAdminPage, galleryPage, moduleOptions } from './cms.service.js';
import { registerCmsStaffRoutes } from './cms.staff.routes.js';

const tag = 'CMS';
const e = cmsEndpoints;

/** Module options and content values: on the specified paths, the older ones documented as deprecated. */
function registerContentReads(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    e.GetModulOptions,
    {
      docs: {
        tag,
        summary: 'Module options',
        description: 'Every module option (feature switch or setting) with its value parsed from JSON.',
      },
    },
    async () => moduleOptions(ctx.db.kysely),
  );
  route(
    app,
    e.GetValues,
    {
      docs: {
        tag,
        summary: 'A content value',
        description:
          'A module content value (e.g. `intro/content`) in the request language, Turkish when that language ' +
          'has none, with its version (grows with each edit). Unknown module/key: 400 UNKNOWN_ID.',
      },
    },
    async (request) =>
      cmsValue(ctx.db.kysely, request.params.module, request.params.key, requestLanguage(request)),
  );
}

function registerGalleryReads(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    e.GaleriGetWithFilterInfo,
    {
      docs: {
        tag,
        summary: 'Gallery page',
        description:
          'Published gallery items in the request language, filtered by text (title or description, either ' +
          'language, Turkish case rules) and module, one 1-based page of `PageSize` (≤ 100) items.',
      },
    },
    async (request) => galleryPage(ctx.db.kysely, request.body, requestLanguage(request)),
  );
  route(
    app,
    e.GaleriGetAllWithFilterInfo,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'Gallery page for staff (admin)',
        description: 'Like GetWithFilterInfo, with unpublished items and both languages.',
      },
    },
    async (request) => galleryAdminPage(ctx.db.kysely, request.body),
  );
}

/** The CMS reads (module options, values, gallery) and the staff edits. */
export async function registerCmsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerContentReads(app, ctx);
  registerGalleryReads(app, ctx);
  registerCmsStaffRoutes(app, ctx);
}
