import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

/**
 * A kept answer written straight to the socket: the bytes of each content coding made once (brotli,
 * gzip, deflate, the same choice, threshold and settings as `@fastify/compress` in `app.ts`) and its
 * headers laid out once per coding and cache policy, so a hit costs no hook, no serialisation and no
 * compression.
 */

/** The content codings answers are compressed with, in order of preference (`@fastify/compress` in `app.ts` too). */
export const COMPRESS_ENCODINGS = ['br', 'gzip', 'deflate'] as const;
type Encoding = (typeof COMPRESS_ENCODINGS)[number] | 'identity';

/** Below this size answers go uncompressed (`@fastify/compress`'s `threshold` in `app.ts` too). */
export const COMPRESS_THRESHOLD = 1024;
// @fastify/compress's default compressible types. It also compresses what mime-db calls compressible;
// of the types the API answers (JSON, CSV, XLSX, PDF) the pattern alone decides the same.
const COMPRESSIBLE =
  /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)|octet-stream(?:;|$)/u;
const GZIP_ALIAS = /\*|x-gzip/gu;

function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  if (encoding === 'gzip') return gzipSync(body);
  if (encoding === 'deflate') return deflateSync(body);
  return body;
}

/** The content coding of the answer to a request, as `@fastify/compress` picks it. */
function encodingFor(headers: IncomingHttpHeaders, compressible: boolean): Encoding {
  const accept = headers['accept-encoding'];
  if (!compressible || accept === undefined || headers['x-no-compression'] !== undefined) return 'identity';
  return negotiate(accept.toLowerCase().replace(GZIP_ALIAS, 'gzip'), [...COMPRESS_ENCODINGS]) ?? 'identity';
}

function withVary(vary: string | undefined): string {
  if (!vary) return 'accept-encoding';
  return vary.includes('accept-encoding') ? vary : `${vary}, accept-encoding`;
}

/** One kept answer: its body, ETag and the headers the first answer got from the hooks. */
export class CachedAnswer {
  private readonly bodies = new Map<Encoding, Buffer>();
  private readonly laidOut = new Map<string, Record<string, string | number>>();
  private readonly compressible: boolean;

  private readonly length: number;

  /** `body` as the first answer sent it: its bytes are made at the first hit. */
  constructor(
    private readonly body: string | Buffer,
    readonly etag: string,
    private readonly headers: Record<string, string>,
  ) {
    const type = headers['content-type'] ?? 'application/json';
    this.length = Buffer.byteLength(body);
    this.compressible = this.length >= COMPRESS_THRESHOLD && COMPRESSIBLE.test(type);
  }

  private bodyIn(encoding: Encoding): Buffer {
    let bytes = this.bodies.get(encoding);
    if (!bytes) {
      bytes =
        encoding !== 'identity'
          ? compress(this.bodyIn('identity'), encoding)
          : typeof this.body === 'string'
            ? Buffer.from(this.body)
            : this.body;
      this.bodies.set(encoding, bytes);
    }
    return bytes;
  }

  private headersFor(encoding: Encoding, cacheControl: string, status: 200 | 304) {
    const key = `${status} ${encoding} ${cacheControl}`;
    let headers = this.laidOut.get(key);
    if (!headers) {
      headers = { ...this.headers, etag: this.etag, 'cache-control': cacheControl, 'x-cache': 'HIT' };
      if (status === 304) headers['content-length'] = 0;
      else if (encoding === 'identity') headers['content-length'] = this.length;
      else {
        headers.vary = withVary(this.headers.vary);
        headers['content-encoding'] = encoding;
        headers['content-length'] = this.bodyIn(encoding).length;
      }
      this.laidOut.set(key, headers);
    }
    return headers;
  }

  /** Writes the answer (or 304 when `notModified`) to a response. */
  write(headers: IncomingHttpHeaders, res: ServerResponse, cacheControl: string, notModified: boolean): void {
    if (notModified) {
      res.writeHead(304, this.headersFor('identity', cacheControl, 304));
      res.end();
      return;
    }
    const encoding = encodingFor(headers, this.compressible);
    res.writeHead(200, this.headersFor(encoding, cacheControl, 200));
    res.end(this.bodyIn(encoding));
  }
}
