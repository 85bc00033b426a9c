/**
 * 500 live-stream (SSE) clients and a read load at once against a demo server with live trades: no
 * stream may fail, no read may fail, and the server's memory returns to within 10 % once they leave.
 */
import http from 'node:http';
import { bulletinEndpoints, endpointUrl, istanbulDate, marketEndpoints } from '@bulten/core';
import autocannon from 'autocannon';
import { latestTradingDay } from '../src/modules/figures/trading-days.repository.js';
import {
  type BenchDatabase,
  figure,
  LIVE_DEMO_ENV,
  type ServerProcess,
  startServer,
} from './_reliability-env.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface StreamTally {
  open: number;
  frames: number;
  errors: number;
}

function openStreams(base: string, count: number, tally: StreamTally): { close(): void } {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const requests: http.ClientRequest[] = [];
  let closing = false;
  for (let i = 0; i < count; i += 1) {
    const request = http.get(`${base}/api/v1/Canli/Akis`, { agent }, (res) => {
      if (res.statusCode !== 200) tally.errors += 1;
      else tally.open += 1;
      res.on('data', () => (tally.frames += 1));
      res.on('close', () => {
        if (!closing) tally.errors += 1;
      });
    });
    request.on('error', () => {
      if (!closing) tally.errors += 1;
    });
    requests.push(request);
  }
  return {
    close() {
      closing = true;
      for (const request of requests) request.destroy();
      agent.destroy();
    },
  };
}

async function readLoad(server: ServerProcess, paths: string[], seconds: number) {
  return autocannon({
    url: server.base,
    connections: 10,
    duration: seconds,
    workers: 1,
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
}

/** Runs the SSE and read load on a demo database (live trades on) and prints the figures. */
export async function sseAndReads(database: BenchDatabase, clients: number, seconds: number): Promise<void> {
  const server = await startServer(database.url, LIVE_DEMO_ENV, { probe: true });
  const db = database.open();
  try {
    const past =
      (await latestTradingDay(db.kysely, undefined, istanbulDate(new Date(Date.now() - 86_400_000)))) ??
      '2026-03-02';
    const paths = [
      endpointUrl(bulletinEndpoints.GetGunlukBulten, { date: past }),
      endpointUrl(marketEndpoints.GetOnlineBultenAnaKart),
      '/config.json',
    ];
    await readLoad(server, paths, 5);
    await sleep(2_000);
    const before = await server.memory();
    const tally: StreamTally = { open: 0, frames: 0, errors: 0 };
    const streams = openStreams(server.base, clients, tally);
    const load = await readLoad(server, paths, seconds);
    const during = await server.memory();
    const connected = tally.open;
    streams.close();
    await sleep(5_000);
    const after = await server.memory();
    const name = `${clients} SSE clients + read load ${seconds} s ${database.dialect}`;
    figure(`${name} streams connected`, connected, 'clients', clients, { more: true });
    figure(`${name} stream errors`, tally.errors, 'errors', 0, { note: `(${tally.frames} frames received)` });
    figure(`${name} read errors`, load.errors + load.timeouts + load.non2xx, 'errors', 0, {
      note: `of ${load.requests.total} reads`,
    });
    figure(`${name} read p99`, load.latency.p99, 'ms', 200, {
      note: `(${load.requests.average.toFixed(0)} reads/s)`,
    });
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    const path = (key: 'heapUsed' | 'rss') =>
      `${mb(before[key])} → ${mb(during[key])} → ${mb(after[key])} MB`;
    const growth = (key: 'heapUsed' | 'rss') => ((after[key] - before[key]) / before[key]) * 100;
    figure(`${name} live heap after vs before`, growth('heapUsed'), '%', 10, {
      note: `(${path('heapUsed')})`,
    });
    figure(`${name} resident memory after vs before`, growth('rss'), '%', 10, { note: `(${path('rss')})` });
  } finally {
    await server.stop();
    await db.kysely.destroy();
  }
}
