import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake Alpha.WebPanel exchange, run as a process of its own by `fake-alpha-peer.ts`: it answers only
 * `/api/v1/Alpha.WebPanel/OnlineKullaniciBulten/GetGunlukBulten/{date}` with the rows outside clients
 * parse (DESIGN.md 5.3) and 404 to anything else, and misbehaves on request (`/__fake/*`, the tests'
 * control): hangs, 500, an HTML page, changed fields, absurd prices. Prints its URL on its first line.
 */

type Mode = 'ok' | 'hang' | 'status500' | 'html' | 'changed' | 'absurd';

const BULLETIN = /^\/api\/v1\/Alpha\.WebPanel\/OnlineKullaniciBulten\/GetGunlukBulten\/(\d{4}-\d{2}-\d{2})$/;
let mode: Mode = 'ok';
let days: Record<string, Record<string, unknown>[]> = {};
const asked: string[] = [];
const held: ServerResponse[] = [];

function json(res: ServerResponse, body: unknown, status = 200): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

async function body(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : null;
}

async function control(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  if (path === '/__fake/mode') mode = ((await body(req)) as { mode: Mode }).mode;
  else if (path === '/__fake/days') days = (await body(req)) as typeof days;
  else if (path === '/__fake/release') for (const r of held.splice(0)) if (!r.destroyed) json(r, []);
  // Not kept alive: the tests' next control call never meets a connection the fake is closing.
  res.setHeader('connection', 'close');
  json(res, { mode, asked, held: held.length });
}

function answer(rows: Record<string, unknown>[]): unknown {
  if (mode === 'changed') return rows.map(({ OrtFiyat, ...rest }) => ({ ...rest, Ortalama: OrtFiyat }));
  if (mode === 'absurd') return rows.map((r) => ({ ...r, OrtFiyat: '999999,0000', MaxFiyat: '999999,0000' }));
  return rows;
}

function bulletin(res: ServerResponse, day: string): void {
  const rows = days[day] ?? [];
  if (mode === 'hang') return void held.push(res);
  if (mode === 'status500')
    return void res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
  if (mode === 'html')
    return void res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Bakımdayız</p>');
  json(res, answer(rows));
}

const server = createServer((req, res) => {
  const path = (req.url ?? '').split('?')[0]!;
  res.on('error', () => undefined);
  if (path.startsWith('/__fake/'))
    return void control(req, res, path).catch((error: Error) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' }).end(error.message);
    });
  const match = BULLETIN.exec(path);
  if (!match) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
  asked.push(match[1]!);
  bulletin(res, match[1]!);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
