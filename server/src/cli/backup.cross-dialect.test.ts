import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { KVKK_PREFIX } from '@bulten/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUserAndSignIn } from '../../test/auth.js';
import { tempFolder } from '../../test/cli.js';
import { csvText } from '../../test/csv.js';
import { testDatabaseFactories } from '../../test/databases.js';
import { injectAs, openStaffTestApp, type StaffTestApp } from '../../test/staff.js';
import type { Db } from '../db/database.js';
import { evaluateAlerts } from '../modules/alerts/alerts.firing.js';
import { loadCatalogue } from '../modules/catalogue/catalogue.service.js';
import { claimLease } from '../modules/demo/demo.lease.repository.js';
import { seedDemo } from '../modules/demo/demo.service.js';
import { syncRollupMembers } from '../modules/figures/figures.node-rollup.js';
import { CATALOGUE_COLUMNS } from '../modules/imports/catalogue-row.js';
import { importCatalogueFromText, importRegistrationsFromText } from '../modules/imports/imports.service.js';
import { storePeerDay } from '../modules/peers/peer-figures.repository.js';
import { setPeerMapping } from '../modules/peers/peer-mappings.repository.js';
import { allPeers } from '../modules/peers/peers.repository.js';
import { backupDatabase } from './backup.js';
import { tableShapes } from './backup.tables.js';
import { restoreDatabase } from './restore.js';

// Wednesday 4 March 2026, 13:00 in Istanbul: the session is open.
const NOW = new Date('2026-03-04T10:00:00.000Z');
const [sqlite, postgres] = testDatabaseFactories();

/** Every table's rows, sorted by their JSON text (the dialects order text keys differently). */
async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const shape of await tableShapes(db.kysely)) {
    const rows = (await sql`select * from ${sql.id(shape.name)}`.execute(db.kysely)).rows;
    tables[shape.name] = rows.map((row) => JSON.stringify(row, Object.keys(row as object).sort())).sort();
  }
  return tables;
}

/**
 * Fills every table the way the product does: the demo seed, then a member signing in with an SMS code,
 * approving the KVKK text, and an admin setting a multi-line ticker (audited).
 */
async function fillEveryTable(t: StaffTestApp): Promise<void> {
  await seedDemo(t.ctx.db, { seed: 7, years: 0.02, today: '2026-03-04', config: t.ctx.config, now: NOW });
  // The groups' and classes' daily roll-ups, as the server's start sums them.
  await syncRollupMembers(t.ctx.db.kysely, await loadCatalogue(t.ctx.db.kysely));
  // A registrations import (the CLI's path) leaves its batch row (`import_batch`).
  const product = await t.ctx.db.kysely
    .selectFrom('catalogue_item')
    .select('code')
    .where('level', '=', 'PRODUCT')
    .executeTakeFirstOrThrow();
  const header = ['TescilNo', 'IslemZamani', 'UrunKodu', 'Miktar', 'BirimFiyat', 'Kanal'];
  const row = ['BK-1', '2026-03-02 10:00', product.code, '10', '20.5', 'SALON'];
  expect(
    await importRegistrationsFromText(t.ctx.db.kysely, csvText([header, row]), { now: NOW }),
  ).toMatchObject({
    ok: true,
  });
  const member = await createUserAndSignIn(t.app, t.ctx, 'member', {
    memberCode: 'X1',
    smsVerification: true,
  });
  const kvkk = await t.app.inject({
    url: `${KVKK_PREFIX}/GetLastKvkk`,
    headers: bearer(member.defaultToken),
  });
  const approved = await t.app.inject({
    method: 'POST',
    url: `${KVKK_PREFIX}/Create`,
    headers: bearer(member.defaultToken),
    payload: { KullaniciId: member.userId, Okundu: true, KvkkId: kvkk.json()[0].Id },
  });
  expect(approved.statusCode).toBe(200);
  await firePriceAlert(t, member.defaultToken);
  const admin = await createUserAndSignIn(t.app, t.ctx, 'admin');
  const ticker = await injectAs(t.app, admin, {
    method: 'POST',
    url: '/api/v1/KayanYazi/Set',
    payload: { MetinTr: 'Satır 1\r\nSatır\t2 — “ĞÜŞİÖÇ”', MetinEn: 'Line 1\nLine 2', RenkKodu: '#aa0000' },
  });
  expect(ticker.statusCode).toBe(200);
  await tryControlCharacters(t, admin.defaultToken);
  await importRegistrationsFile(t);
  await readPeerDay(t);
  // A live demo runner's lease, as a running SQLite server holds it (it gives it up when it stops).
  expect(await claimLease(t.ctx.db.kysely, 'live-demo', 'runner-1', NOW.getTime(), 30_000)).toBe(true);
}

/** A member's price alert that fires on today's figures (a row in `price_alert` and in `alert_firing`). */
async function firePriceAlert(t: StaffTestApp, memberToken: string): Promise<void> {
  const klass = await t.ctx.db.kysely
    .selectFrom('catalogue_item')
    .select('id')
    .where('code', '=', '0101')
    .where('level', '=', 'CLASS')
    .executeTakeFirstOrThrow();
  const alert = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Uye/Alarm/Create',
    headers: bearer(memberToken),
    payload: { SinifId: klass.id, Tur: 'ALTINDA', Esik: '100000' },
  });
  expect(alert.statusCode).toBe(200);
  const sms = { send: async () => {} };
  await evaluateAlerts(
    t.ctx,
    { sms, log: t.app.log },
    [
      ...(
        await t.ctx.db.kysely
          .selectFrom('catalogue_item')
          .select('id')
          .where('parent_id', '=', klass.id)
          .execute()
      ).map((p) => p.id),
    ],
    '2026-03-04',
  );
}

/** A neighbouring exchange's day as its reader stores it, and staff's mapping of one of its classes. */
async function readPeerDay(t: StaffTestApp): Promise<void> {
  const [peer] = await allPeers(t.ctx.db.kysely);
  expect(peer).toBeDefined();
  const at = NOW.toISOString();
  const figure = {
    class_name: '1. GRUP KIRMIZI SERT',
    class_code: null,
    group_name: 'BUĞDAY',
    unit: 'TON' as const,
    min_e4: 125_000_000,
    max_e4: 131_000_000,
    avg_e4: 128_450_000,
    quantity_milli: 40_000_000,
    trade_count: null,
  };
  await storePeerDay(t.ctx.db.kysely, {
    peerId: peer!.id,
    day: '2026-03-03',
    at,
    final: true,
    rows: [figure],
  });
  await setPeerMapping(t.ctx.db.kysely, {
    peerId: peer!.id,
    peerClass: figure.class_name,
    classId: null,
    priceUnit: 'TON',
    at,
    by: null,
  });
}

/** A registrations file imported as the nightly CSV comes (a row in `import_batch`). */
async function importRegistrationsFile(t: StaffTestApp): Promise<void> {
  const product = await t.ctx.db.kysely
    .selectFrom('catalogue_item')
    .select('code')
    .where('level', '=', 'PRODUCT')
    .where('unit', '=', 'KG')
    .where('is_live_animal', '=', 0)
    .executeTakeFirstOrThrow();
  const header = ['TescilNo', 'IslemZamani', 'UrunKodu', 'Miktar', 'BirimFiyat', 'Kanal'];
  const file = csvText([header, ['IMP-1', '2026-03-04 11:00', product.code, '1000', '10.5', 'SALON']]);
  expect(await importRegistrationsFromText(t.ctx.db.kysely, file, { now: NOW })).toMatchObject({ ok: true });
}

/** What a careless caller sends: NULs in a CSV import (the CLI's path), a JSON body and a path. */
async function tryControlCharacters(t: StaffTestApp, adminToken: string): Promise<void> {
  const header = CATALOGUE_COLUMNS.required;
  await importCatalogueFromText(
    t.ctx.db.kysely,
    csvText([header, ['N', 'N\u0000', 'N1', 'N', 'N1A', 'N', 'KG']]),
  );
  const payload = { MetinTr: 'NUL\u0000', MetinEn: 'x', RenkKodu: '#aa0000' };
  await t.app.inject({ method: 'POST', url: '/api/v1/KayanYazi/Set', headers: bearer(adminToken), payload });
  await t.app.inject({ url: '/api/v1/CMS/GetValues/intro%00/content' });
}

describe.skipIf(!postgres)('a SQLite backup restored into PostgreSQL', () => {
  let t: StaffTestApp;
  let target: Db;
  let folder: ReturnType<typeof tempFolder>;

  beforeAll(async () => {
    t = await openStaffTestApp(sqlite!, NOW);
    target = await postgres!.open();
    folder = tempFolder();
    await fillEveryTable(t);
  });
  afterAll(async () => {
    folder.remove();
    await postgres!.close(target);
    await t.close();
  });

  it('holds every table with rows, and PostgreSQL ends with exactly the same rows', async () => {
    const original = await snapshot(t.ctx.db);
    const empty = Object.entries(original).filter(([, rows]) => rows.length === 0);
    expect(empty.map(([name]) => name)).toEqual([]);
    const file = join(folder.dir, 'sqlite.jsonl');
    const written = await backupDatabase(t.ctx.db.kysely, file);

    expect(await restoreDatabase(target.kysely, file)).toEqual(written);
    const restored = await snapshot(target);
    expect(Object.keys(restored).sort()).toEqual(Object.keys(original).sort());
    for (const name of Object.keys(original))
      expect({ [name]: restored[name] }).toEqual({ [name]: original[name] });
  });

  it('names the table, row and column of a NUL an older backup holds, and restores nothing', async () => {
    const before = await snapshot(target);
    const file = join(folder.dir, 'nul.jsonl');
    const lines = readFileSync(join(folder.dir, 'sqlite.jsonl'), 'utf8').split('\n');
    const ticker = lines.findIndex((line) => line.startsWith('{"table":"ticker"'));
    const row = JSON.parse(lines[ticker + 1]!) as unknown[];
    row[1] = 'eski\u0000metin';
    lines[ticker + 1] = JSON.stringify(row);
    writeFileSync(file, lines.join('\n'));
    await expect(restoreDatabase(target.kysely, file)).rejects.toThrow(
      'table ticker, row 1: text_tr holds a NUL character, which PostgreSQL cannot store',
    );
    expect(await snapshot(target)).toEqual(before);
  });
});
