import type { Language } from '@bulten/core';
import type { FastifyRequest } from 'fastify';

/** The request's language: the `Lang` header (tr|en), else `langid` (1|2), else Turkish. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const lang = String(request.headers.lang ?? '').toLowerCase();
  if (lang.startsWith('en')) return 'en';
  if (lang.startsWith('tr')) return 'tr';
  return String(request.headers.langid ?? '') === '2' ? 'en' : 'tr';
}
