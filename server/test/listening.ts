import { get, type IncomingMessage } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** The port a listening server (node:http, node:net) is bound to; 0 when it listens on none. */
export function portOf(server: { address(): AddressInfo | string | null }): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** Starts the app on a free loopback port; answers its base URL (`http://127.0.0.1:<port>`). */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${portOf(app.server)}`;
}

/** An open live stream (`text/event-stream`) as a test reads it. */
export interface LiveStream {
  response: IncomingMessage;
  /** Everything received so far. */
  text(): string;
  /** Everything received so far, once it contains `needle` (or the stream closed, or 5 s passed). */
  until(needle: string): Promise<string>;
}

// node:http without an agent: undici's fetch opens a spare socket after an abort, which delays close().
/** Opens a live stream at `url` with the request headers given. */
export function openLiveStream(url: string, headers: Record<string, string> = {}): Promise<LiveStream> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers }, (response) => {
      let text = '';
      let closed = false;
      response.on('data', (chunk) => {
        text += String(chunk);
      });
      response.on('close', () => {
        closed = true;
      });
      // Destroying the stream (the client leaving) reports 'aborted'; that is the point, not a failure.
      response.on('error', () => {});
      const until = async (needle: string) => {
        const end = Date.now() + 5_000;
        while (!text.includes(needle) && !closed && Date.now() < end)
          await new Promise((r) => setTimeout(r, 5));
        return text;
      };
      resolve({ response, text: () => text, until });
    }).on('error', reject);
  });
}

/** A loopback port free right now (the OS picks it; a server is started on it next). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const port = portOf(probe);
      probe.close(() => resolve(port));
    });
  });
}
