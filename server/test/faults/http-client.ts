import { request as httpRequest } from 'node:http';

/** An answer of a fault server: status, headers and the body parsed as JSON (null when it is not). */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: unknown;
  /** The error body's code, when there is one. */
  code: string | undefined;
}

/** What a request sends besides its method and path. */
export interface CallOptions {
  token?: string | null;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, as CSV (an upload). */
  csv?: string;
  /** The loopback address it comes from (`127.0.0.x`): per-address limits count it. */
  from?: string;
  lang?: 'tr' | 'en';
  timeoutMs?: number;
}

/**
 * Sends one request to a server on loopback (no connection kept: each comes from its own socket, from
 * `from` when given). A connection the server drops answers status 0.
 */
export function call(base: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const url = new URL(path, base);
  const body =
    options.csv !== undefined
      ? Buffer.from(options.csv)
      : options.body === undefined
        ? undefined
        : Buffer.from(JSON.stringify(options.body));
  const type = options.csv !== undefined ? 'text/csv' : 'application/json';
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        agent: false,
        localAddress: options.from,
        timeout: options.timeoutMs ?? 30_000,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(body ? { 'content-type': type, 'content-length': body.length } : {}),
          ...(options.lang ? { lang: options.lang } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let json: unknown = null;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // Not JSON: the status is what counts.
          }
          const code = (json as { error?: { code?: unknown } } | null)?.error?.code;
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            json,
            code: typeof code === 'string' ? code : undefined,
          });
        });
        res.on('error', () => resolve({ status: 0, headers: {}, json: null, code: undefined }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, headers: {}, json: null, code: undefined }));
    if (body) req.write(body);
    req.end();
  });
}
