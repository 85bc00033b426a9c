import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempFolder } from '../../test/cli.js';

const SERVER = fileURLToPath(new URL('../..', import.meta.url));

describe('the bulten executable', () => {
  let folder: ReturnType<typeof tempFolder>;
  beforeEach(() => {
    folder = tempFolder();
  });
  afterEach(() => folder.remove());

  function bulten(...args: string[]) {
    const { npm_lifecycle_event: _event, ...env } = process.env;
    return spawnSync(process.execPath, ['bin/bulten.js', ...args], {
      cwd: SERVER,
      env: { ...env, DATABASE_URL: join(folder.dir, 'cli.sqlite') },
      encoding: 'utf8',
      timeout: 60_000,
    });
  }

  // Writes `text` to a file, runs an import command on it and answers its exit code and what it printed.
  function importFile(command: string, text: string) {
    const file = join(folder.dir, `${command}.csv`);
    writeFileSync(file, text);
    const { status, stdout, stderr } = bulten(command, file);
    return { status, stdout, stderr };
  }

  it('runs commands on the DATABASE_URL database and exits with 1 on a rejected file', () => {
    // In turn on one database: the catalogue is written, then a file naming a product it lacks is refused.
    const runs = [
      [
        'import-catalogue',
        'GrupKodu;GrupAdi;SinifKodu;SinifAdi;UrunKodu;UrunAdi;Birim\r\nBUG;BUĞDAY;BUG1;EKMEKLİK;BUG1A;ANADOLU;KG\r\n',
        { status: 0, stdout: 'inserted 3, skipped 0, corrected 0, cancelled 0\n', stderr: '' },
      ],
      [
        'import-registrations',
        'TescilNo,IslemZamani,UrunKodu,Miktar,BirimFiyat,Kanal\r\nT1,02.03.2026 10:00,BUG1B,10,1,SALON\r\n',
        { status: 1, stdout: '', stderr: 'line 2: UrunKodu: unknown product code "BUG1B"\n' },
      ],
    ] as const;
    for (const [command, text, outcome] of runs) expect(importFile(command, text)).toEqual(outcome);
  }, 120_000);
});
