/**
 * Fuzz of every OpenAPI route against a server process: hostile requests (`test/fuzz.ts`), counted by
 * 5xx answers and by requests with no answer within 5 s; the stream route is opened and closed too.
 */
import { type FuzzRequest, fuzzRequests, type OpenApiDocument, routesOf } from '../test/fuzz.js';
import { type BenchDatabase, figure, seedMarket, signInUsers, startServer } from './_reliability-env.js';

const HANG_MS = 5_000;
const PARALLEL = 16;

interface FuzzTally {
  sent: number;
  fiveXx: string[];
  hangs: string[];
  slowestMs: number;
}

async function send(base: string, request: FuzzRequest, tally: FuzzTally): Promise<void> {
  const started = performance.now();
  try {
    const res = await fetch(`${base}${request.url}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(HANG_MS),
    });
    await res.arrayBuffer();
    if (res.status >= 500) tally.fiveXx.push(`${res.status} ${request.method} ${request.url.slice(0, 160)}`);
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      tally.hangs.push(`${request.method} ${request.url.slice(0, 160)}`);
    // A URL fetch itself refuses to send (a raw % or control character) never reached the server.
    else if (!(error instanceof TypeError)) throw error;
  }
  tally.sent += 1;
  tally.slowestMs = Math.max(tally.slowestMs, performance.now() - started);
}

/** Opens the live stream (GET and HEAD) and closes it: headers must come at once. */
async function streamOpens(base: string, tally: FuzzTally): Promise<void> {
  for (const method of ['GET', 'HEAD']) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), HANG_MS);
    try {
      const res = await fetch(`${base}/api/v1/Canli/Akis`, { method, signal: controller.signal });
      if (res.status >= 500) tally.fiveXx.push(`${res.status} ${method} /api/v1/Canli/Akis`);
    } catch {
      tally.hangs.push(`${method} /api/v1/Canli/Akis`);
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  }
}

/** Sends `count` hostile requests to a fresh server on the database and prints the figures. */
export async function fuzzRoutes(database: BenchDatabase, count: number): Promise<void> {
  const db = database.open();
  await seedMarket(db);
  const users = await signInUsers(db, ['service', 'operator', 'admin', 'superadmin', 'member']);
  const tokens = users.flatMap((u) => [u.defaultToken, u.onlineToken]);
  const server = await startServer(database.url);
  const tally: FuzzTally = { sent: 0, fiveXx: [], hangs: [], slowestMs: 0 };
  try {
    const document = (await (await fetch(`${server.base}/api/docs/json`)).json()) as OpenApiDocument;
    const routes = routesOf(document).length;
    const requests = fuzzRequests(document, count, 20_261_123, tokens);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let next = requests.next(); !next.done; next = requests.next())
          await send(server.base, next.value, tally);
      }),
    );
    await streamOpens(server.base, tally);
    const seconds = (performance.now() - started) / 1000;
    const name = `fuzz ${database.dialect} (${routes} routes, ${tally.sent} requests, ${(tally.sent / seconds).toFixed(0)}/s)`;
    figure(`${name} 5xx`, tally.fiveXx.length, 'answers', 0);
    figure(`${name} hanging > 5 s`, tally.hangs.length, 'requests', 0);
    figure(`${name} slowest answer`, tally.slowestMs, 'ms', HANG_MS);
    for (const line of [...tally.fiveXx, ...tally.hangs].slice(0, 10)) console.log(`  ${line}`);
  } finally {
    await server.stop();
    await db.kysely.destroy();
  }
}
