import {
  cmsValueSchema,
  galleryAdminPageSchema,
  galleryFilterSchema,
  galleryPageSchema,
  moduleOptionSchema,
} from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { CONTENT_STAFF, staffSchema } from '../auth/auth.access.js';
import { requireAuth } from '../auth/auth.guard.js';
import { cmsValue, galleryAdminPage, galleryPage, moduleOptions } from './cms.service.js';
import { registerCmsStaffRoutes } from './cms.staff.routes.js';

const CMS = '/api/v1/CMS';

function registerPublicCms(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${CMS}/GetModulOptions`,
    {
      schema: {
        tags: ['CMS'],
        summary: 'Module options',
        description: 'Every module option (feature switch or setting) with its value parsed from JSON.',
        response: { 200: z.array(moduleOptionSchema) },
      },
    },
    async () => moduleOptions(ctx.db.kysely),
  );
  r.get(
    `${CMS}/GetValues/:module/:key`,
    {
      schema: {
        tags: ['CMS'],
        summary: 'A content value',
        description:
          'A module content value (e.g. `intro/content`) in the request language, Turkish when that language ' +
          'has none, with its version (grows with each edit). Unknown module/key: 400 UNKNOWN_ID.',
        params: z.object({ module: z.string().max(50), key: z.string().max(50) }),
        response: { 200: cmsValueSchema },
      },
    },
    async (request) =>
      cmsValue(ctx.db.kysely, request.params.module, request.params.key, requestLanguage(request)),
  );
  r.post(
    `${CMS}/Galeri/GetWithFilterInfo`,
    {
      schema: {
        tags: ['CMS'],
        summary: 'Gallery page',
        description:
          'Published gallery items in the request language, filtered by text (title or description, either ' +
          'language, Turkish case rules) and module, one 1-based page of `PageSize` (≤ 100) items.',
        body: galleryFilterSchema,
        response: { 200: galleryPageSchema },
      },
    },
    async (request) => galleryPage(ctx.db.kysely, request.body, requestLanguage(request)),
  );
  r.post(
    `${CMS}/Galeri/GetAllWithFilterInfo`,
    {
      onRequest: requireAuth(ctx, CONTENT_STAFF),
      schema: staffSchema(
        'Gallery page for staff (admin)',
        'Like GetWithFilterInfo, with unpublished items and both languages.',
        {
          body: galleryFilterSchema,
          response: { 200: galleryAdminPageSchema },
        },
      ),
    },
    async (request) => galleryAdminPage(ctx.db.kysely, request.body),
  );
}

/** The CMS reads (module options, values, gallery) and the staff edits. */
export async function registerCmsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerPublicCms(app, ctx);
  registerCmsStaffRoutes(app, ctx);
}
