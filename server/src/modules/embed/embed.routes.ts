import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { EMBED_ROUTES } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { contentSecurityDirectives } from '../../http/csp.js';

/**
 * The price widget's pages (`/gomulu/fiyat/{classId}`, `/gomulu/grup/{groupId}`): the web's small
 * `embed.html`, the only pages another site may show in an iframe (`frame-ancestors *`, no
 * X-Frame-Options); every other page keeps helmet's `frame-ancestors 'self'` (API answers: `'none'`).
 */
export function registerEmbedPages(app: FastifyInstance, ctx: AppContext): void {
  const page = join(ctx.config.webDist, 'embed.html');
  const helmet = {
    contentSecurityPolicy: {
      directives: { ...contentSecurityDirectives(ctx.config), frameAncestors: ['*'] },
    },
    frameguard: false,
  } as const;
  for (const url of EMBED_ROUTES) {
    app.get(url, { schema: { hide: true }, helmet }, async (_request, reply) => {
      if (!existsSync(page)) throw new AppError(404, 'NOT_FOUND', ['the web is not built']);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .sendFile('embed.html');
    });
  }
}
