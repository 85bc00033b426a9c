/**
 * Peers never slow a page: the p95 latency of the regional board and of the day bulletin (both read only
 * our database) while nothing reads the peers, and again while 16 reads of a peer that answers after 10 s
 * are under way all the time (far more than the background reader ever starts: it reads one peer at a
 * time). The board holds two peers' figures of every class; the load (8 requests at a time) runs in this
 * same process. Prints the quiet p95s and the ratio of each p95 under the slow peers to its quiet one. Each quiet
 * p95 is judged beside its bare twin in the same rounds (issue 35): a bare Fastify route in this process
 * answering the same body with the same headers, its p95 over the app's (≥ 0.5); the quiet p95 itself is
 * printed without a target.
 */
import { once } from 'node:events';
import { createServer, get, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BULLETIN_PREFIXES, istanbulDate } from '@bulten/core';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import type { AppContext } from '../src/app-context.js';
import { loadConfig } from '../src/config/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createLocalEventBus } from '../src/events/event-bus.js';
import { loadCatalogue } from '../src/modules/catalogue/catalogue.service.js';
import { seedDemo } from '../src/modules/demo/demo.service.js';
import { latestTradingDay } from '../src/modules/figures/trading-days.repository.js';
import { storePeerDay } from '../src/modules/peers/peer-figures.repository.js';
import { peerLeases } from '../src/modules/peers/peers.lease.js';
import { ownCropClasses } from '../src/modules/peers/peers.mapping.js';
import { insertPeer } from '../src/modules/peers/peers.repository.js';
import { readPeerNow } from '../src/modules/peers/peers.service.js';
import { figureLine, infoLine, median } from './_line.js';

const REQUESTS = 1500;
const CONCURRENCY = 8;
const HANGING_READS = 16;
const SLOW_ANSWER_MS = 10_000;
const ROUNDS = 3;
const TARGET_TWIN_SHARE = 0.5;
// What fetch asks for over plain HTTP, said outright: the bare twin replays the bytes the app sent for it.
const ACCEPT_ENCODING = 'gzip, deflate';
// Headers Node or Fastify set on every answer themselves.
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** A peer that answers every request after 10 s; answers the rest at once when closed. */
async function slowPeer() {
  const waiting = new Set<ServerResponse>();
  const server = createServer((_req, res) => {
    waiting.add(res);
    const timer = setTimeout(() => {
      waiting.delete(res);
      res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    }, SLOW_ANSWER_MS);
    res.on('close', () => clearTimeout(timer));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    held: () => waiting.size,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** The 95th percentile (ms) of `REQUESTS` GETs of a URL, `CONCURRENCY` at a time. */
async function p95(url: string): Promise<number> {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      next += 1;
      const started = performance.now();
      const res = await fetch(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return times.sort((a, b) => a - b)[Math.floor(times.length * 0.95)]!;
}

async function setUp() {
  const config = loadConfig({
    DATABASE_URL: ':memory:',
    PEER_TIMEOUT_MS: String(SLOW_ANSWER_MS * 2),
    LOG_LEVEL: 'silent',
  });
  const db = openDatabase(':memory:');
  await migrateToLatest(db.kysely);
  const now = new Date();
  await seedDemo(db, { seed: 1, years: 0.25, today: istanbulDate(now), config, now });
  await db.kysely.deleteFrom('peer').execute();
  const ctx: AppContext = { db, config, events: createLocalEventBus(), now: () => new Date() };
  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { ctx, app, base, today: istanbulDate(now) };
}

const { ctx, app, base, today } = await setUp();
const peer = await slowPeer();
// Peers at the slow server under paths of their own: each its own lease, so all are read at once.
const ids: number[] = [];
for (let i = 0; i < HANGING_READS; i += 1)
  ids.push(
    await insertPeer(
      ctx.db.kysely,
      {
        name: `Yavaş ${i}`,
        city: 'Konya',
        kind: 'alpha-webpanel',
        baseUrl: `${peer.url}/p${i}`,
        shown: true,
      },
      new Date().toISOString(),
    ),
  );
// Two peers that were read: every one of our crop classes at 20 TL/kg, so the board has a row per class each.
const catalogue = await loadCatalogue(ctx.db.kysely);
const latest = await latestTradingDay(ctx.db.kysely, undefined, today);
for (const name of ['Okunan 1', 'Okunan 2']) {
  const baseUrl = `http://127.0.0.1:9/${encodeURIComponent(name)}`;
  const peerId = await insertPeer(
    ctx.db.kysely,
    { name, city: 'Konya', kind: 'bulten', baseUrl, shown: true },
    new Date().toISOString(),
  );
  const rows = ownCropClasses(catalogue).map(({ node, group }) => ({
    class_name: node.nameTr,
    class_code: node.code,
    group_name: group.nameTr,
    unit: 'KG' as const,
    min_e4: 200_000,
    max_e4: 200_000,
    avg_e4: 200_000,
    quantity_milli: 1_000_000,
    trade_count: 1,
  }));
  await storePeerDay(ctx.db.kysely, {
    peerId,
    day: latest ?? today,
    at: new Date().toISOString(),
    final: true,
    rows,
  });
}
const pages = {
  board: `${base}${BULLETIN_PREFIXES[0]}/GetBolgeTablosu/${today}`,
  day: `${base}${BULLETIN_PREFIXES[0]}/GetGunlukBultenDetay/${today}`,
};
type Page = keyof typeof pages;
const names = Object.keys(pages) as Page[];

/** An answer's status, headers and bytes on the wire (compressed as the app sent them). */
function rawAnswer(url: string): Promise<{ headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${url}: ${res.statusCode}`));
        const headers: Record<string, string> = {};
        for (const [h, v] of Object.entries(res.headers))
          if (!OWN_HEADERS.has(h) && typeof v === 'string') headers[h] = v;
        resolve({ headers, body: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });
}

/** A bare Fastify app answering each page's bytes with its headers, as the app answered them last. */
async function bareTwins(): Promise<{ urls: Record<Page, string>; close: () => Promise<void> }> {
  const bare = Fastify();
  for (const page of names) {
    const { headers, body } = await rawAnswer(pages[page]);
    bare.get(`/${page}`, async (_request, reply) => reply.headers(headers).send(body));
  }
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const at = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;
  return { urls: { board: `${at}/board`, day: `${at}/day` }, close: () => bare.close() };
}

/** Starts a read of every slow peer; answers the function that stops them (and waits for them). */
function readSlowPeers(): () => Promise<void> {
  const stop = new AbortController();
  const env = { db: ctx.db.kysely, config: ctx.config, now: ctx.now, stop: stop.signal };
  const reads = ids.map((id) =>
    readPeerNow(env, peerLeases(ctx.db.kysely, ctx.now), id).catch(() => undefined),
  );
  return async () => {
    stop.abort();
    await Promise.all(reads);
  };
}

const quiet: Record<Page, number[]> = { board: [], day: [] };
const loaded: Record<Page, number[]> = { board: [], day: [] };
const twin: Record<Page, number[]> = { board: [], day: [] };
const twins = await bareTwins();
for (const page of names) await p95(pages[page]);
for (const page of names) await p95(twins.urls[page]);
for (let round = 0; round < ROUNDS; round += 1) {
  for (const page of names) {
    twin[page].push(await p95(twins.urls[page]));
    quiet[page].push(await p95(pages[page]));
  }
  const stop = readSlowPeers();
  for (let i = 0; i < 500 && peer.held() < HANGING_READS; i += 1) await new Promise((r) => setTimeout(r, 20));
  if (peer.held() < HANGING_READS) throw new Error(`only ${peer.held()} reads held by the slow peer`);
  for (const page of names) loaded[page].push(await p95(pages[page]));
  await stop();
}
for (const page of names) {
  const a = median(quiet[page]);
  const b = median(loaded[page]);
  console.log(infoLine(`peers ${page} p95 quiet`, a, 'ms'));
  const bare = median(twin[page]);
  console.log(
    figureLine(
      `peers ${page} p95 quiet vs a bare route with the same headers and body (${bare.toFixed(2)} ms; bare ÷ app)`,
      bare / a,
      '×',
      TARGET_TWIN_SHARE,
      true,
    ),
  );
  console.log(
    figureLine(
      `peers ${page} p95 while ${HANGING_READS} peers answer in 10 s (÷ quiet)`,
      b / a,
      '',
      1.25,
      false,
    ),
  );
}
peer.close();
await twins.close();
await app.close();
await ctx.db.kysely.destroy();
