import type { Language } from '@bulten/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type FileFormat, formatParam } from './exports/table-export.js';
import { requestLanguage } from './language.js';

/**
 * The tail of a route that answers JSON or a downloaded file: `?format=` is checked first (400 BAD_FORMAT),
 * then `load` reads the data in the request language; without a format the data is the JSON answer,
 * else `send` writes it as the file.
 */
export async function jsonOrFile<F extends FileFormat, T>(
  request: Pick<FastifyRequest, 'headers'> & { query: { format?: string } },
  formats: readonly F[],
  load: (lang: Language) => Promise<T>,
  send: (data: T, format: F, lang: Language) => Promise<FastifyReply>,
): Promise<T | FastifyReply> {
  const format = formatParam(request.query.format, formats);
  const lang = requestLanguage(request);
  const data = await load(lang);
  return format ? send(data, format, lang) : data;
}
