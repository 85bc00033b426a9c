import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** Path of the readiness check (it fails from the moment a stopping server drains). */
export const READY_PATH = '/api/health/ready';

/**
 * A server's way out (SIGTERM, a rolling restart): it stops being ready, tells its live streams to come
 * back elsewhere, stops accepting connections while it finishes the requests it has (each answered with
 * `Connection: close`, so a proxy sends its next request to another instance), and only then closes.
 */
export interface Lifecycle {
  readonly draining: boolean;
  /** Runs `work` when draining starts (the live streams end with a `retry`). */
  onDrain(work: () => void): void;
  /** Called for every request before it is handled: a draining server closes the connection after it. */
  track(req: IncomingMessage, res: ServerResponse): void;
  /**
   * Drains `server`; resolves once its last connection closed, or after `timeoutMs`. Keep-alive connections
   * still idle after `idleGraceMs` are closed (a proxy closes its own idle ones sooner: nginx's upstream
   * `keepalive_timeout` in deploy/nginx is shorter).
   */
  drain(server: Server, options: { timeoutMs: number; idleGraceMs: number }): Promise<{ leftOpen: number }>;
}

function connectionsOf(server: Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
}

/** A lifecycle for one server process. */
export function createLifecycle(): Lifecycle {
  let draining = false;
  const onDrain: (() => void)[] = [];
  const unanswered = new Set<ServerResponse>();
  return {
    get draining() {
      return draining;
    },
    onDrain(work) {
      onDrain.push(work);
    },
    track(_req, res) {
      if (draining) {
        res.shouldKeepAlive = false;
        return;
      }
      unanswered.add(res);
      res.once('close', () => unanswered.delete(res));
    },
    async drain(server, { timeoutMs, idleGraceMs }) {
      draining = true;
      for (const res of unanswered) if (!res.headersSent) res.shouldKeepAlive = false;
      unanswered.clear();
      for (const work of onDrain.splice(0)) work();
      // net.Server's close stops accepting and nothing more: http.Server's would also close the idle
      // keep-alive connections, where a proxy may be sending a request at that very moment.
      NetServer.prototype.close.call(server);
      const started = Date.now();
      let idleClosed = false;
      let open = await connectionsOf(server);
      while (open > 0 && Date.now() < started + timeoutMs) {
        if (!idleClosed && Date.now() >= started + idleGraceMs) {
          idleClosed = true;
          server.closeIdleConnections();
        }
        await sleep(25);
        open = await connectionsOf(server);
      }
      return { leftOpen: open };
    },
  };
}

/** A draining server answers its readiness check 503, whatever else readiness checks. */
export function refuseReadinessWhileDraining(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.addHook('onRequest', async (request, reply) => {
    if (lifecycle.draining && request.url.split('?')[0] === READY_PATH)
      return reply.code(503).send({ status: 'draining' });
  });
}
