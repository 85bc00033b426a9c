import type { LiveEvent } from '@bulten/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus } from '../../events/event-bus.js';

/** How often an idle stream sends a comment line, so proxies keep it open. */
export const HEARTBEAT_MS = 15_000;
/** Reconnection delay the browser is told to use. */
export const RETRY_MS = 3_000;

/** One Server-Sent Event frame for a live event. */
export function eventFrame(event: LiveEvent, id: number): string {
  return `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * Streams every event of the bus to one client until it disconnects or `shutdown` fires (HEAD: the headers
 * only). The reply is hijacked: headers set by earlier hooks (CORS, security) are copied onto the raw response.
 */
export function streamEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  bus: EventBus,
  onEnd: (end: () => void) => () => void,
  heartbeatMs = HEARTBEAT_MS,
): void {
  reply.hijack();
  const raw = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) raw.setHeader(name, value);
  }
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // The stream is the connection's last response: ending it closes the socket, so a server shutdown
    // does not wait for the client's keep-alive timeout.
    connection: 'close',
    'x-accel-buffering': 'no',
  });
  // HEAD (a monitor checking the stream is there) gets the headers and nothing to wait for.
  if (request.method === 'HEAD') {
    raw.end();
    return;
  }
  raw.write(`retry: ${RETRY_MS}\n: connected\n\n`);
  let id = 0;
  const unsubscribe = bus.subscribe((event) => raw.write(eventFrame(event, ++id)));
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), heartbeatMs);
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    forget();
    raw.end();
  };
  const forget = onEnd(end);
  request.raw.on('close', end);
  raw.on('close', end);
}
