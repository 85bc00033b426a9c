/**
 * API snapshot: seeds the deterministic demo into a fresh SQLite file at a fixed clock, asks the app
 * (through `app.inject`) a few hundred URLs built from its own OpenAPI document, and writes one JSON line
 * per answer (status, content type, SHA-256 of the body). Two snapshots compared show whether a change
 * kept every answer byte for byte.
 *
 *   node --import tsx scripts/api-snapshot.ts write OUT.jsonl
 *   node --import tsx scripts/api-snapshot.ts compare BEFORE.jsonl AFTER.jsonl
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authEndpoints, endpointUrl, istanbulInstantAt } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/config.js';
import { type Db, openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createLocalEventBus } from '../src/events/event-bus.js';
import { seedDemo } from '../src/modules/demo/demo.service.js';

const TODAY = '2026-03-04';
const NOW = istanbulInstantAt(TODAY, '11:30');
// Answers that carry the time they were made (PDF and XLSX metadata) are compared by status and type only.
const BINARY = /pdf|spreadsheet|octet-stream|event-stream/;

interface Answer {
  url: string;
  lang: string;
  status: number;
  type: string;
  sha: string;
  bytes: number;
  /** The answer's headers but `date`, hashed; then the same of the second asking (a cache hit, if kept). */
  headers: string;
  again: string;
}

interface Values {
  dates: string[];
  ranges: Array<[string, string]>;
  groups: number[];
  classes: number[];
  products: number[];
  members: number[];
}

async function catalogueValues(db: Db): Promise<Values> {
  const items = await db.kysely.selectFrom('catalogue_item').select(['id', 'level']).orderBy('id').execute();
  const members = await db.kysely.selectFrom('member').select('id').orderBy('id').limit(3).execute();
  const of = (level: string, n: number) =>
    items
      .filter((i) => i.level === level)
      .map((i) => i.id)
      .filter((_, i, all) => i % Math.max(1, Math.floor(all.length / n)) === 0)
      .slice(0, n);
  return {
    dates: ['2026-03-04', '2026-03-03', '2026-02-27', '2026-03-01', '2025-06-02', '2026-02-30'],
    ranges: [
      ['2026-02-23', '2026-03-04'],
      ['2026-01-01', '2026-03-04'],
      ['2025-03-01', '2026-03-04'],
    ],
    groups: of('GROUP', 9),
    classes: of('CLASS', 6),
    products: of('PRODUCT', 6),
    members: members.map((m) => m.id),
  };
}

function fill(path: string, values: Values): string[] {
  let urls = [path];
  const expand = (name: string, choices: Array<string | number>) => {
    if (!urls.some((u) => u.includes(`{${name}}`))) return;
    urls = urls.flatMap((u) => choices.map((c) => u.replace(`{${name}}`, String(c))));
  };
  if (path.includes('{from}') && path.includes('{to}')) {
    urls = values.ranges.map(([f, t]) => path.replace('{from}', f).replace('{to}', t));
  }
  expand('date', values.dates);
  expand('groupId', values.groups.slice(0, 4));
  expand('classId', values.classes.slice(0, 2));
  expand('itemId', [
    ...values.groups.slice(0, 2),
    ...values.classes.slice(0, 2),
    ...values.products.slice(0, 2),
  ]);
  expand('productId', values.products.slice(0, 3));
  expand('memberId', values.members.slice(0, 2));
  expand('channel', ['TUMU', 'SALON']);
  expand('year', ['2025', '2026']);
  expand('module', ['Genel']);
  expand('key', ['Tanitim']);
  expand('userId', [1]);
  return urls.filter((u) => !u.includes('{'));
}

const QUERY_VARIANTS: Record<string, string[]> = {
  kanal: ['kanal=SALON', 'kanal=BAD'],
  format: ['format=csv'],
  limit: ['limit=5'],
  sayfa: ['sayfa=2&boyut=10'],
  grupId: ['grupId=1'],
};

function withQueries(url: string, queryNames: string[]): string[] {
  const extra = queryNames.flatMap((q) => QUERY_VARIANTS[q] ?? []);
  return [url, ...extra.map((q) => `${url}${url.includes('?') ? '&' : '?'}${q}`)];
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

// Headers that carry the time of the answer (or, for files, their time-stamped bytes) are left out.
function headersOf(headers: Record<string, unknown>): string {
  const kept = Object.entries(headers)
    .filter(([name]) => name !== 'date' && !(name === 'content-length' && headers['content-disposition']))
    .map(([name, value]) => `${name}: ${String(value)}`)
    .sort();
  return hash(kept.join('\n'));
}

async function memberToken(app: FastifyInstance, username: string, password: string, code: string | null) {
  const post = async (
    path: 'KullaniciGirisYap' | 'OAuthToken' | 'StatuDegistir',
    payload: object,
    token?: string,
  ) => {
    const res = await app.inject({
      method: 'POST',
      url: endpointUrl(authEndpoints[path]),
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return res.json() as { token: string };
  };
  const RequestId = 'snapshot';
  const login = await post('KullaniciGirisYap', {
    KullaniciAdi: username,
    Sifre: password,
    Source: 'web',
    RequestId,
    UyeKodu: code,
  });
  const online = await post('OAuthToken', { requestId: RequestId, authToken: login.token, redirectUrl: '.' });
  const def = await post(
    'StatuDegistir',
    { IsletmeId: null, FirmaId: null, SubeId: null, statuTipi: 1, key: null, isletmeUrlOnEk: null },
    online.token,
  );
  return def.token;
}

async function write(out: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bulten-snapshot-'));
  const config = loadConfig({
    DATA_DIR: dir,
    JWT_SECRET: 'snapshot-secret-snapshot-secret-32',
    WEB_DIST: join(dir, 'none'),
  });
  const db = openDatabase(join(dir, 'snapshot.sqlite'));
  await migrateToLatest(db.kysely);
  const summary = await seedDemo(db, { seed: 1, years: 1.2, today: TODAY, config, now: NOW });
  const app = await buildApp({ db, config, events: createLocalEventBus(), now: () => NOW });
  await app.ready();
  const admin = summary.credentials.find((c) => c.role === 'admin')!;
  const token = await memberToken(app, admin.username, admin.password, null);
  const values = await catalogueValues(db);
  const doc = app.swagger() as {
    paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
  };
  const answers: Answer[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    const get = ops.get;
    if (!get || path.includes('Canli/Akis')) continue;
    const queries = (get.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    for (const url of fill(path, values).flatMap((u) => withQueries(u, queries))) {
      for (const lang of ['tr', 'en']) {
        const ask = () => app.inject({ url, headers: { Lang: lang, authorization: `Bearer ${token}` } });
        const res = await ask();
        const type = String(res.headers['content-type'] ?? '');
        const body = BINARY.test(type) ? '' : res.body;
        const again = await ask();
        answers.push({
          url,
          lang,
          status: res.statusCode,
          type,
          sha: createHash('sha256').update(body).digest('hex').slice(0, 16),
          bytes: body.length,
          headers: headersOf(res.headers),
          again: `${again.statusCode} ${BINARY.test(type) ? '' : hash(again.body)} ${headersOf(again.headers)}`,
        });
      }
    }
  }
  writeFileSync(out, `${answers.map((a) => JSON.stringify(a)).join('\n')}\n`);
  console.log(`${answers.length} answers written to ${out}`);
  await app.close();
  await db.kysely.destroy();
  rmSync(dir, { recursive: true, force: true });
}

function read(file: string): Map<string, Answer> {
  const lines = readFileSync(file, 'utf8').trim().split('\n');
  return new Map(lines.map((l) => JSON.parse(l) as Answer).map((a) => [`${a.lang} ${a.url}`, a]));
}

function compare(before: string, after: string): number {
  const a = read(before);
  const b = read(after);
  let same = 0;
  const differ: string[] = [];
  for (const [key, x] of a) {
    const y = b.get(key);
    if (!y) continue;
    if (
      x.status === y.status &&
      x.type === y.type &&
      x.sha === y.sha &&
      x.headers === y.headers &&
      x.again === y.again
    )
      same += 1;
    else differ.push(`${key}: ${x.status} ${x.sha} (${x.bytes} B) → ${y.status} ${y.sha} (${y.bytes} B)`);
  }
  const onlyBefore = [...a.keys()].filter((k) => !b.has(k));
  const onlyAfter = [...b.keys()].filter((k) => !a.has(k));
  console.log(
    `same: ${same}, different: ${differ.length}, only before: ${onlyBefore.length}, only after: ${onlyAfter.length}`,
  );
  for (const line of differ) console.log(`  differs ${line}`);
  for (const key of onlyBefore) console.log(`  only before ${key}`);
  return differ.length === 0 && onlyBefore.length === 0 ? 0 : 1;
}

const [command, first, second] = process.argv.slice(2);
if (command === 'write' && first) await write(first);
else if (command === 'compare' && first && second) process.exit(compare(first, second));
else {
  console.error('usage: api-snapshot.ts write OUT.jsonl | compare BEFORE.jsonl AFTER.jsonl');
  process.exit(2);
}
