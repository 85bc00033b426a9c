import { cmsEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { CONTENT_STAFF, staffSchema } from '../auth/auth.access.js';
import { requireAuth } from '../auth/auth.guard.js';
import { cmsPaths, fastifyPath } from './cms.paths.js';
import { cmsValue, galleryAdminPage, galleryPage, moduleOptions } from './cms.service.js';
import { registerCmsStaffRoutes } from './cms.staff.routes.js';

const { GetModulOptions, GetValues, GaleriGetWithFilterInfo, GaleriGetAllWithFilterInfo } = cmsEndpoints;

function registerContentReads(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const { url, deprecated } of cmsPaths(GetModulOptions)) {
    r.get(
      url,
      {
        schema: {
          tags: ['CMS'],
          summary: 'Module options',
          description: 'Every module option (feature switch or setting) with its value parsed from JSON.',
          ...deprecated,
          response: { 200: GetModulOptions.response },
        },
      },
      async () => moduleOptions(ctx.db.kysely),
    );
  }
  for (const { url, deprecated } of cmsPaths(GetValues)) {
    r.get(
      url,
      {
        schema: {
          tags: ['CMS'],
          summary: 'A content value',
          description:
            'A module content value (e.g. `intro/content`) in the request language, Turkish when that language ' +
            'has none, with its version (grows with each edit). Unknown module/key: 400 UNKNOWN_ID.',
          ...deprecated,
          params: GetValues.params,
          response: { 200: GetValues.response },
        },
      },
      async (request) =>
        cmsValue(ctx.db.kysely, request.params.module, request.params.key, requestLanguage(request)),
    );
  }
}

function registerGalleryReads(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    fastifyPath(GaleriGetWithFilterInfo),
    {
      schema: {
        tags: ['CMS'],
        summary: 'Gallery page',
        description:
          'Published gallery items in the request language, filtered by text (title or description, either ' +
          'language, Turkish case rules) and module, one 1-based page of `PageSize` (≤ 100) items.',
        body: GaleriGetWithFilterInfo.body,
        response: { 200: GaleriGetWithFilterInfo.response },
      },
    },
    async (request) => galleryPage(ctx.db.kysely, request.body, requestLanguage(request)),
  );
  r.post(
    fastifyPath(GaleriGetAllWithFilterInfo),
    {
      onRequest: requireAuth(ctx, CONTENT_STAFF),
      schema: staffSchema(
        'Gallery page for staff (admin)',
        'Like GetWithFilterInfo, with unpublished items and both languages.',
        {
          body: GaleriGetAllWithFilterInfo.body,
          response: { 200: GaleriGetAllWithFilterInfo.response },
        },
      ),
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
