import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bulten, capturedCli, tempFolder } from '../../test/cli.js';
import { CATALOGUE_COLUMNS, createMembers, csvText, importTableCounts } from '../../test/csv.js';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../test/databases.js';
import type { Db } from '../db/database.js';
import { importCatalogueCommand, importRegistrationsCommand } from './import.commands.js';
import { runCommand } from './program.js';

const CATALOGUE = csvText(
  [
    CATALOGUE_COLUMNS,
    ['BUG', 'BUĞDAY', 'WHEAT', 'BUG1', 'EKMEKLİK', 'BREAD', 'BUG1A', 'ANADOLU', 'ANATOLIAN', 'KG'],
    ['CH', 'CANLI HAYVAN', 'LIVE', 'CHB', 'BÜYÜKBAŞ', 'CATTLE', 'CHB1', 'DANA', 'CALF', 'BAŞ'],
  ],
  { delimiter: ';', bom: true, eol: '\r\n' },
);

describe.each(testDatabaseFactories())('import commands on $name', (factory: TestDatabaseFactory) => {
  let db: Db;
  let folder: ReturnType<typeof tempFolder>;
  const file = (name: string, text: string) => {
    const path = join(folder.dir, name);
    writeFileSync(path, text);
    return path;
  };

  beforeEach(async () => {
    db = await factory.open();
    folder = tempFolder();
    await createMembers(db.kysely, ['U001']);
  });
  afterEach(async () => {
    folder.remove();
    await factory.close(db);
  });

  it('imports a catalogue and then registrations, printing the summary line', async () => {
    const first = capturedCli(db);
    expect(await importCatalogueCommand(first.ctx, file('cat.csv', CATALOGUE))).toBe(0);
    expect(first.out()).toBe('inserted 6, skipped 0, corrected 0, cancelled 0\n');
    const registrations = csvText([
      ['TescilNo', 'IslemZamani', 'UrunKodu', 'Miktar', 'BirimFiyat', 'Kanal', 'AliciUyeKodu'],
      ['T1', '02.03.2026 10:00', 'BUG1A', '1000', '10.5', 'SALON', 'U001'],
      ['T2', '02.03.2026 11:00', 'CHB1', '2', '40000', 'CANLI_HAYVAN', ''],
    ]);
    const path = file('reg.csv', registrations);
    const second = capturedCli(db);
    expect(await importRegistrationsCommand(second.ctx, path)).toBe(0);
    expect(second.out()).toBe('inserted 2, skipped 0, corrected 0, cancelled 0\n');
    expect(second.err()).toBe('');
    const again = capturedCli(db);
    expect(await importRegistrationsCommand(again.ctx, path)).toBe(0);
    expect(again.out()).toBe('inserted 0, skipped 2, corrected 0, cancelled 0\n');
  });

  it('rejects a bad file with every problem on stderr, exit code 1 and nothing written', async () => {
    await importCatalogueCommand(capturedCli(db).ctx, file('cat.csv', CATALOGUE));
    const before = await importTableCounts(db.kysely);
    const bad =
      'TescilNo,IslemZamani,UrunKodu,Miktar,BirimFiyat,Kanal\nT1,02.03.2026 10:00,BUG1A,1000,10.5,SALON\nT2,x,NOPE,1,1,SALON\n';
    const cli = capturedCli(db);
    expect(await importRegistrationsCommand(cli.ctx, file('bad.csv', bad))).toBe(1);
    expect(cli.err()).toBe(
      'line 3: IslemZamani: "x" is not a time (ISO 8601 or DD.MM.YYYY HH:mm)\nline 3: UrunKodu: unknown product code "NOPE"\n',
    );
    expect(cli.out()).toBe('');
    expect(await importTableCounts(db.kysely)).toEqual(before);
  });

  it('prints the problems and the summary in Turkish with --lang tr (the command line as typed)', async () => {
    await importCatalogueCommand(capturedCli(db).ctx, file('cat.csv', CATALOGUE));
    const bad = 'TescilNo;IslemZamani;UrunKodu;Miktar;BirimFiyat;Kanal\nT1;x;NOPE;1.5;1;PAZAR\n';
    const cli = capturedCli(db);
    expect(await bulten(cli, 'import-registrations', file('bad.csv', bad), '--lang', 'tr')).toEqual([1]);
    expect(cli.err().split('\n')).toEqual([
      'satır 2: IslemZamani: "x" bir zaman değil (ISO 8601 ya da GG.AA.YYYY SS:dd)',
      'satır 2: UrunKodu: bilinmeyen ürün kodu "NOPE"',
      'satır 2: Miktar: "1.5" en çok 3 ondalık basamaklı bir sayı değil (ondalık işareti ",")',
      'satır 2: Kanal: "PAZAR" şunlardan biri değil: SALON, SERBEST, CANLI_HAYVAN',
      '',
    ]);
    const good =
      'TescilNo;IslemZamani;UrunKodu;Miktar;BirimFiyat;Kanal\nT1;02.03.2026 10:00;BUG1A;1,5;1;SALON\n';
    const ok = capturedCli(db);
    expect(await bulten(ok, 'import-registrations', file('good.csv', good), '--lang', 'tr')).toEqual([0]);
    expect(ok.out()).toBe('eklenen 1, değişmeyen 0, düzeltilen 0, iptal edilen 0\n');
    const english = capturedCli(db);
    expect(await bulten(english, 'import-registrations', file('good.csv', good))).toEqual([0]);
    expect(english.out()).toBe('inserted 0, skipped 1, corrected 0, cancelled 0\n');
  });

  it('shows a progress bar on a terminal only', async () => {
    await importCatalogueCommand(capturedCli(db).ctx, file('cat.csv', CATALOGUE));
    const path = file(
      'reg.csv',
      'TescilNo,IslemZamani,UrunKodu,Miktar,BirimFiyat,Kanal\nT1,02.03.2026 10:00,BUG1A,1,1,SALON\n',
    );
    const terminal = capturedCli(db);
    Object.assign(terminal.ctx.err, { isTTY: true, columns: 100 });
    expect(await importRegistrationsCommand(terminal.ctx, path)).toBe(0);
    expect(terminal.err()).toContain(`checking ${path}`);
    expect(terminal.err()).toContain('100% | 1/1 rows');
    expect(terminal.out()).toBe('inserted 1, skipped 0, corrected 0, cancelled 0\n');
  });

  it('a missing file is one line on stderr and exit code 1', async () => {
    const cli = capturedCli(db);
    const missing = join(folder.dir, 'missing.csv');
    expect(await runCommand(cli.ctx, (ctx) => importRegistrationsCommand(ctx, missing))).toBe(1);
    expect(cli.err()).toBe(`ENOENT: no such file or directory, open '${missing}'\n`);
  });
});
