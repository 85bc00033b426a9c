import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempFolder } from '../../test/cli.js';
import { createMembers, csvText, REGISTRATION_COLUMNS } from '../../test/csv.js';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../test/databases.js';
import type { Db } from '../db/database.js';
import { importCatalogueFromText, importRegistrationsFromText } from '../modules/imports/imports.service.js';
import { createUser } from '../modules/users/users.service.js';
import { backupDatabase } from './backup.js';
import { tableShapes } from './backup.tables.js';
import { restoreDatabase } from './restore.js';

const CATALOGUE_HEADER = ['GrupKodu', 'GrupAdi', 'SinifKodu', 'SinifAdi', 'UrunKodu', 'UrunAdi', 'Birim'];
const REGISTRATION_HEADER = [...REGISTRATION_COLUMNS, 'AliciUyeKodu'];

async function snapshot(db: Db): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const shape of await tableShapes(db.kysely)) {
    const order = sql.join(
      (shape.primaryKey.length ? shape.primaryKey : shape.columns).map((c) => sql.id(c)),
    );
    tables[shape.name] = (
      await sql`select * from ${sql.id(shape.name)} order by ${order}`.execute(db.kysely)
    ).rows;
  }
  return tables;
}

async function fillDatabase(db: Db): Promise<void> {
  const k = db.kysely;
  await importCatalogueFromText(
    k,
    csvText([CATALOGUE_HEADER, ['BUG', 'BUĞDAY', 'BUG1', 'EKMEKLİK', 'BUG1A', 'ANADOLU', 'KG']]),
  );
  // Moving the class under a group made later gives a child an id below its parent's.
  await importCatalogueFromText(
    k,
    csvText([CATALOGUE_HEADER, ['HUB', 'HUBUBAT', 'BUG1', 'EKMEKLİK', 'BUG1A', 'ANADOLU', 'KG']]),
  );
  await createMembers(k, ['U001', 'U002']);
  await createUser(k, { username: 'uye', password: 'Gizli-Parola-1', role: 'member', memberCode: 'U001' });
  const trades = [
    REGISTRATION_HEADER,
    ['T1', '2026-03-02 10:00', 'BUG1A', '1000', '10.5', 'SALON', 'U001'],
    ['T2', '2026-03-02 11:00', 'BUG1A', '2500.125', '11.25', 'SERBEST', 'U002'],
  ];
  await importRegistrationsFromText(k, csvText(trades));
  await importRegistrationsFromText(
    k,
    csvText([...trades.slice(0, 2), ['T2', '2026-03-02 11:00', 'BUG1A', '2500', '11.25', 'SERBEST', 'U002']]),
  );
}

describe.each(testDatabaseFactories())('backup and restore on $name', (factory: TestDatabaseFactory) => {
  let db: Db;
  let folder: ReturnType<typeof tempFolder>;

  beforeEach(async () => {
    db = await factory.open();
    folder = tempFolder();
    await fillDatabase(db);
  });
  afterEach(async () => {
    folder.remove();
    await factory.close(db);
  });

  it('backup, change, restore gives the original data back, and new ids follow the restored ones', async () => {
    const original = await snapshot(db);
    expect(original.registration_version).toHaveLength(1);
    const file = join(folder.dir, 'copy.jsonl');
    const summary = await backupDatabase(db.kysely, file);
    expect(summary.rows).toBe(Object.values(original).reduce((n, rows) => n + rows.length, 0));
    expect(summary.tables).toBe(Object.keys(original).length);

    await importRegistrationsFromText(
      db.kysely,
      csvText([REGISTRATION_HEADER, ['T3', '2026-03-03 10:00', 'BUG1A', '5', '9', 'SALON', '']]),
    );
    await db.kysely.updateTable('member').set({ title: 'DEĞİŞTİ' }).execute();
    await createMembers(db.kysely, ['U003']);
    await db.kysely.deleteFrom('app_user').execute();
    expect(await snapshot(db)).not.toEqual(original);

    expect(await restoreDatabase(db.kysely, file)).toEqual(summary);
    expect(await snapshot(db)).toEqual(original);
    const maxId = Math.max(...(original.member as Array<{ id: number }>).map((m) => m.id));
    const ids = await createMembers(db.kysely, ['U004']);
    expect(ids.get('U004')).toBe(maxId + 1);
  });

  it('writes the file readable by its owner only (it holds password hashes, sessions and codes)', async () => {
    const file = join(folder.dir, 'copy.jsonl');
    // An earlier copy and a left-over partial file, both world-readable, are not what decides the mode.
    writeFileSync(file, 'old', { mode: 0o644 });
    writeFileSync(`${file}.partial`, 'crashed', { mode: 0o644 });
    await backupDatabase(db.kysely, file);
    expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
    expect(existsSync(`${file}.partial`)).toBe(false);
  });

  it('refuses a foreign or cut-short file and leaves the data as it was', async () => {
    const original = await snapshot(db);
    const file = join(folder.dir, 'copy.jsonl');
    await backupDatabase(db.kysely, file);
    const cut = join(folder.dir, 'cut.jsonl');
    writeFileSync(cut, readFileSync(file, 'utf8').trimEnd().split('\n').slice(0, -1).join('\n'));
    await expect(restoreDatabase(db.kysely, cut)).rejects.toThrow(
      /the backup file is cut short|rows, the backup announced/,
    );
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    const rowLine = lines.findIndex((l) => l.startsWith('['));
    const withoutRow = join(folder.dir, 'without-row.jsonl');
    writeFileSync(withoutRow, lines.filter((_, i) => i !== rowLine).join('\n'));
    await expect(restoreDatabase(db.kysely, withoutRow)).rejects.toThrow(/rows, the backup announced/);
    const foreign = join(folder.dir, 'foreign.jsonl');
    writeFileSync(foreign, '{"hello":"world"}\n');
    await expect(restoreDatabase(db.kysely, foreign)).rejects.toThrow('not a Bülten backup file');
    const newer = join(folder.dir, 'newer.jsonl');
    writeFileSync(
      newer,
      '{"format":"bulten-backup","version":1,"createdAt":"x","migrations":["2999_01_01_0001_future"],"tables":[]}\n',
    );
    await expect(restoreDatabase(db.kysely, newer)).rejects.toThrow('the backup is from a newer version');
    expect(await snapshot(db)).toEqual(original);
  });
});
