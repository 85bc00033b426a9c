import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BULLETIN_PREFIXES, trPriceString, trQuantityString } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import { insertPeer } from '../src/modules/peers/peers.repository.js';

/**
 * A peer that answers only the Alpha.WebPanel paths (`GetGunlukBulten/{date}`) with the row shapes outside
 * clients parse (DESIGN.md 5.3), over real HTTP on loopback, and that can be told to misbehave the ways a
 * real peer does: hang, answer 500, an HTML page, changed fields, absurd prices, a huge body, a body that
 * never ends.
 */

/** One class of a day as an Alpha.WebPanel bulletin gives it (prices e4 TL/kg, kg). */
export interface AlphaClass {
  group: string;
  name: string;
  minE4: number;
  maxE4: number;
  avgE4: number;
  kg: number;
}

/** A 5.3 row of a class (the group figures are the class's own: one class per group here). */
export function alphaRow(c: AlphaClass) {
  const avg = trPriceString(c.avgE4);
  return {
    GrupAdi: c.group,
    UrunGrubu: c.name,
    SinifAdi: c.name,
    MinFiyat: trPriceString(c.minE4),
    MaxFiyat: trPriceString(c.maxE4),
    AvgFiyat: avg,
    OrtFiyat: avg,
    TopMiktar: c.kg,
    Miktar: trQuantityString(c.kg * 1000),
    GrupMinFiyat: c.minE4,
    GrupMaxFiyat: c.maxE4,
    GrupOrtFiyat: c.avgE4,
  };
}

/** How the fake answers. */
export type FakeMode = 'ok' | 'hang' | 'status500' | 'html' | 'changed' | 'absurd' | 'huge' | 'endless';

/** A running fake peer. */
export interface FakeAlphaPeer {
  url: string;
  /** The paths asked, in order. */
  requests: string[];
  /** Days and their classes it answers (a day not set: `[]`, no trading). */
  days: Map<string, AlphaClass[]>;
  /** Days answered with a 500 whatever the mode. */
  failing: Set<string>;
  setMode(mode: FakeMode): void;
  /** Resolves when a request is being held (mode `hang` or `endless`). */
  held(): Promise<void>;
  /** Answers the held requests (as `ok`). */
  release(): void;
  close(): Promise<void>;
}

const PATH = new RegExp(`^${BULLETIN_PREFIXES[1].replace(/\./g, '\\.')}/GetGunlukBulten/([^/?]+)$`);

function json(res: ServerResponse, body: unknown): void {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function misbehave(mode: FakeMode, res: ServerResponse, rows: ReturnType<typeof alphaRow>[]): boolean {
  switch (mode) {
    case 'status500':
      res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      return true;
    case 'html':
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>Bakım</title><p>Bakımdayız');
      return true;
    case 'changed':
      json(
        res,
        rows.map(({ OrtFiyat, ...rest }) => ({ ...rest, Ortalama: Number(OrtFiyat.replace(',', '.')) })),
      );
      return true;
    case 'absurd':
      json(
        res,
        rows.map((r) => ({
          ...r,
          MaxFiyat: '999999,0000',
          OrtFiyat: '999999,0000',
          AvgFiyat: '999999,0000',
        })),
      );
      return true;
    case 'huge':
      json(res, { padding: 'x'.repeat(3 * 1024 * 1024) });
      return true;
    default:
      return false;
  }
}

/** Starts a fake Alpha.WebPanel peer on a free loopback port. */
export async function startFakeAlphaPeer(): Promise<FakeAlphaPeer> {
  let mode: FakeMode = 'ok';
  const days = new Map<string, AlphaClass[]>();
  const failing = new Set<string>();
  const requests: string[] = [];
  const heldResponses: Array<() => void> = [];
  let onHeld: (() => void) | null = null;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '';
    requests.push(path);
    // A client that gave up leaves a held answer nowhere to go.
    res.on('error', () => undefined);
    const match = PATH.exec(path);
    if (!match) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
    const day = decodeURIComponent(match[1]!);
    if (failing.has(day)) return void misbehave('status500', res, []);
    const rows = (days.get(day) ?? []).map(alphaRow);
    if (mode === 'hang' || mode === 'endless') {
      if (mode === 'endless') res.writeHead(200, { 'content-type': 'application/json' }).write('[');
      heldResponses.push(() => (mode === 'endless' ? res.end(']') : json(res, rows)));
      onHeld?.();
      return;
    }
    if (!misbehave(mode, res, rows)) json(res, rows);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    days,
    failing,
    setMode: (next) => {
      mode = next;
    },
    held: () =>
      heldResponses.length > 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            onHeld = resolve;
          }),
    release: () => {
      for (const answer of heldResponses.splice(0)) answer();
    },
    close: async () => {
      for (const answer of heldResponses.splice(0)) answer();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** Lists a fake peer as a shown Alpha.WebPanel peer ('Sahte', Konya) at `at`; answers its id. */
export function insertFakePeer(db: Kysely<Database>, fake: FakeAlphaPeer, at: Date): Promise<number> {
  const fields = {
    name: 'Sahte',
    city: 'Konya',
    kind: 'alpha-webpanel',
    baseUrl: fake.url,
    shown: true,
  } as const;
  return insertPeer(db, fields, at.toISOString());
}
