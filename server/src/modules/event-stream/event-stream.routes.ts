import { endpointUrl, systemEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/route.js';
import { DRAIN_RETRY_MS, type EndStream, streamEvents } from './event-stream.js';
import { startSessionClock } from './session-clock.js';

/** Path of the live stream. */
export const LIVE_STREAM_PATH = endpointUrl(systemEndpoints.LiveStream);

/**
 * The live stream (Server-Sent Events) and the session clock that announces session open and close.
 * Open streams are ended before the server closes.
 */
export async function registerEventStreamRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: { heartbeatMs?: number } = {},
): Promise<void> {
  const open = new Set<EndStream>();
  let stopClock: () => void = () => {};
  app.addHook('onReady', async () => {
    stopClock = startSessionClock(ctx);
  });
  app.addHook('preClose', async () => {
    stopClock();
    for (const end of [...open]) end();
  });
  // A stopping server's clients come back within DRAIN_RETRY_MS, spread out, to the instances still up.
  const spreadRetryMs = () => 100 + Math.floor(Math.random() * (DRAIN_RETRY_MS - 100));
  ctx.lifecycle?.onDrain(() => {
    for (const end of [...open]) end(spreadRetryMs());
  });
  route(
    app,
    systemEndpoints.LiveStream,
    {
      docs: {
        tag: 'Canlı',
        summary: 'Live stream (Server-Sent Events)',
        description:
          'text/event-stream. One `event: <type>` + `data: <json>` frame per live event: trade (new registration), ' +
          'cancel, ticker (ticker changed), session (open/closed), figures (figures of the listed dates changed; ' +
          'an empty list means "anything may have changed"). A comment line every 15 s keeps the stream open; ' +
          '`retry:` tells the browser to reconnect after 1 s. Every frame has an `id:`; a client that reconnects with ' +
          '`Last-Event-ID` (or `?lastEventId=`) first gets the events it missed, or `figures` with no dates when ' +
          'they are no longer known. A stopping server ends the stream with a short `retry:`.',
      },
    },
    (request, reply) => {
      const track = (end: EndStream) => {
        // Asked for on a connection kept alive from before the drain: sent elsewhere at once (after the
        // stream's set-up), or it would hold the stopping server open until the drain's timeout.
        if (ctx.lifecycle?.draining) {
          setImmediate(() => end(spreadRetryMs()));
          return () => {};
        }
        open.add(end);
        return () => open.delete(end);
      };
      streamEvents(request, reply, ctx.events, track, options.heartbeatMs);
    },
  );
}
