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

  // Writes `text` to a file and runs an import command on it.
  function importFile(command: string, text: string) {
    const file = join(folder.dir, `${command}.csv`);
    writeFileSync(file, text);
    return bulten(command, file);
  }

  it('runs commands on the DATABASE_URL database and exits with 1 on a rejected file', () => {
    const good = importFile(
      'import-catalogue',
      'GrupKodu;GrupAdi;SinifKodu;SinifAdi;UrunKodu;UrunAdi;Birim\r\nBUG;BUĞDAY;BUG1;EKMEKLİK;BUG1A;ANADOLU;KG\r\n',
    );
    expect(good.stderr).toBe('');
    expect(good.stdout).toBe('inserted 3, skipped 0, corrected 0, cancelled 0\n');
    expect(good.status).toBe(0);

    const bad = importFile(
      'import-registrations',
      'TescilNo,IslemZamani,UrunKodu,Miktar,BirimFiyat,Kanal\r\nT1,02.03.2026 10:00,BUG1B,10,1,SALON\r\n',
    );
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toBe('line 2: UrunKodu: unknown product code "BUG1B"\n');
    expect(bad.status).toBe(1);
  }, 120_000);
});
