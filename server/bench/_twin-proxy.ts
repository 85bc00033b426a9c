/**
 * The web bench's proxies in front of the demo server, so that a page and its script-free twin are served
 * the same way: every request is passed through (headers and compressed bodies as the server sent them);
 * the stripping proxy removes every `<script>` element from HTML answers (the app's loader and the page's
 * hydration data), compresses the rest as the server had, and leaves the styles, images and fonts as they
 * were. The twin is the page's content alone: what its JavaScript costs is measured against it.
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

/** A started proxy: its origin (`http://127.0.0.1:<port>`). */
export interface TwinProxy {
  origin: string;
  close(): Promise<void>;
}

/** The HTML without its `<script>` elements (inline or not). */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, '');
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

function encode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliCompressSync(body);
  if (encoding === 'gzip') return gzipSync(body);
  return body;
}

function answerStripped(upstream: IncomingMessage, reply: ServerResponse): void {
  const parts: Buffer[] = [];
  upstream.on('data', (part: Buffer) => parts.push(part));
  upstream.on('end', () => {
    const encoding = upstream.headers['content-encoding'];
    const html = withoutScripts(decode(Buffer.concat(parts), encoding).toString('utf8'));
    const body = encode(Buffer.from(html, 'utf8'), encoding);
    const headers = { ...upstream.headers, 'content-length': String(body.length) };
    delete headers.etag;
    delete headers['transfer-encoding'];
    reply.writeHead(upstream.statusCode ?? 200, headers);
    reply.end(body);
  });
}

/** Starts a proxy to `target` on a free loopback port; `strip` removes the scripts of HTML answers. */
export function startTwinProxy(target: string, strip: boolean): Promise<TwinProxy> {
  const to = new URL(target);
  const server = createServer((incoming, reply) => {
    const headers = { ...incoming.headers, host: to.host };
    // A stripped page is never answered 304 from the upstream's ETag of the page with its scripts.
    if (strip) delete headers['if-none-match'];
    const upstreamRequest = httpRequest(
      { host: to.hostname, port: to.port, path: incoming.url, method: incoming.method, headers },
      (upstream) => {
        const html = String(upstream.headers['content-type'] ?? '').startsWith('text/html');
        if (strip && html) return answerStripped(upstream, reply);
        reply.writeHead(upstream.statusCode ?? 502, upstream.headers);
        upstream.pipe(reply);
      },
    );
    upstreamRequest.on('error', () => reply.writeHead(502).end());
    incoming.pipe(upstreamRequest);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
