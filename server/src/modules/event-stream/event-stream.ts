import type { LiveEvent } from '@bulten/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus } from '../../events/event-bus.js';
import { liveStreams } from '../../http/tallies.js';

/** How often an idle stream sends a comment line, so proxies keep it open. */
export const HEARTBEAT_MS = 15_000;
/** Reconnection delay the browser is told to use. */
export const RETRY_MS = 1_000;
/** The latest a stream ended by a stopping server is told to come back (each stream picks a moment before). */
export const DRAIN_RETRY_MS = 2_000;

/** One Server-Sent Event frame for a live event (without `id:` for an event the bus could not log). */
export function eventFrame(event: LiveEvent, id: string | number | undefined): string {
  const idLine = id === undefined ? '' : `id: ${id}\n`;
  return `${idLine}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

// The last frame written: every stream gets the same event object with the same id, so thousands of
// streams share one serialisation and one encoding instead of making their own.
let lastFrame: { event: LiveEvent; id: string | undefined; bytes: Buffer } | null = null;

/** `eventFrame` as bytes, made once for all the streams an event goes to. */
export function sharedFrame(event: LiveEvent, id: string | undefined): Buffer {
  if (lastFrame?.event !== event || lastFrame.id !== id)
    lastFrame = { event, id, bytes: Buffer.from(eventFrame(event, id)) };
  return lastFrame.bytes;
}

/** The id a reconnecting client last saw: the `Last-Event-ID` header (EventSource) or `?lastEventId=`. */
export function lastEventIdOf(request: FastifyRequest): string | undefined {
  const header = request.headers['last-event-id'];
  const query = (request.query as Record<string, unknown> | undefined)?.lastEventId;
  const id = typeof header === 'string' && header !== '' ? header : typeof query === 'string' ? query : '';
  return id !== '' && id.length <= 64 ? id : undefined;
}

/** Ends a stream; `retryMs` tells the client when to come back (a stopping server spreads them out). */
export type EndStream = (retryMs?: number) => void;

/**
 * Writes the events a reconnecting client missed, then the ones that arrived meanwhile (held back until
 * then, each once). An id the bus does not know gets `figures` with no dates: anything may have changed.
 */
async function resume(
  write: (text: string | Buffer) => void,
  bus: EventBus,
  lastId: string,
  held: { event: LiveEvent; id?: string }[],
): Promise<void> {
  const missed = bus.since ? await bus.since(lastId).catch(() => null) : null;
  const sent = new Set<string>();
  if (missed === null) write(eventFrame({ type: 'figures', dates: [] }, undefined));
  for (const { id, event } of missed ?? []) {
    sent.add(id);
    write(eventFrame(event, id));
  }
  for (const { event, id } of held) if (id === undefined || !sent.has(id)) write(eventFrame(event, id));
}

/** Sets the stream's headers on the hijacked raw response (and those earlier hooks set: CORS, security). */
function writeStreamHead(reply: FastifyReply): void {
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
}

/**
 * Streams every event of the bus to one client until it disconnects or the server ends it (HEAD: the
 * headers only). Each frame carries the event's id; a client that comes back with `Last-Event-ID` first
 * gets what it missed (`bus.since`). The reply is hijacked.
 */
export function streamEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  bus: EventBus,
  onEnd: (end: EndStream) => () => void,
  heartbeatMs = HEARTBEAT_MS,
): void {
  reply.hijack();
  const raw = reply.raw;
  writeStreamHead(reply);
  // HEAD (a monitor checking the stream is there) gets the headers and nothing to wait for.
  if (request.method === 'HEAD') {
    raw.end();
    return;
  }
  raw.write(`retry: ${RETRY_MS}\n: connected\n\n`);
  liveStreams.open += 1;
  const write = (text: string | Buffer) => void raw.write(text);
  const lastId = lastEventIdOf(request);
  let held: { event: LiveEvent; id?: string }[] | null = lastId === undefined ? null : [];
  const unsubscribe = bus.subscribe((event, id) => {
    if (held) held.push({ event, id });
    else write(sharedFrame(event, id));
  });
  if (lastId !== undefined)
    void resume(write, bus, lastId, held ?? []).finally(() => {
      held = null;
    });
  const heartbeat = setInterval(() => write(': ping\n\n'), heartbeatMs);
  let ended = false;
  const end: EndStream = (retryMs) => {
    if (ended) return;
    ended = true;
    liveStreams.open -= 1;
    clearInterval(heartbeat);
    unsubscribe();
    forget();
    if (retryMs !== undefined && !raw.writableEnded) raw.write(`retry: ${retryMs}\n: reconnect\n\n`);
    raw.end();
  };
  const forget = onEnd(end);
  request.raw.on('close', () => end());
  raw.on('close', () => end());
}
