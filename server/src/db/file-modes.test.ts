import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { captureLogger } from '../../test/logger.js';
import { loadConfig } from '../config/config.js';
import { signingKey } from '../modules/auth/auth.keys.js';
import { openDatabase } from './database.js';
import { exposedDataFiles, warnAboutExposedFiles } from './file-modes.js';
import { migrateToLatest } from './migrate.js';

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'bulten-modes-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('creates the data folder 0700 and the SQLite file, its -wal and -shm 0600 under the usual umask', async () => {
  // The umask most systems start processes with: files 0644 and folders 0755 unless asked otherwise.
  expect(process.umask() & 0o077).toBe(0o022);
  const file = join(root, 'data', 'nested', 'bulten.sqlite');
  const db = openDatabase(file);
  try {
    await migrateToLatest(db.kysely);
    await db.kysely.insertInto('sms_outbox').values({ phone: '1', body: 'x', created_at: 'now' }).execute();
    expect(existsSync(`${file}-wal`)).toBe(true);
    expect([file, `${file}-wal`, `${file}-shm`].map(modeOf)).toEqual(['600', '600', '600']);
    expect([join(root, 'data'), join(root, 'data', 'nested')].map(modeOf)).toEqual(['700', '700']);
  } finally {
    await db.kysely.destroy();
  }
  expect(exposedDataFiles(file, join(root, 'data'))).toEqual([]);
});

it('creates DATA_DIR 0700 and its jwt-secret 0600', async () => {
  const dataDir = join(root, 'secrets');
  await signingKey(loadConfig({ DATA_DIR: dataDir }));
  expect([dataDir, join(dataDir, 'jwt-secret')].map(modeOf)).toEqual(['700', '600']);
});

it('names every existing database or key file others may read, with its mode', async () => {
  const file = join(root, 'old.sqlite');
  writeFileSync(file, '');
  writeFileSync(`${file}-wal`, '');
  writeFileSync(join(root, 'jwt-secret'), 'x');
  chmodSync(file, 0o644);
  chmodSync(`${file}-wal`, 0o640);
  chmodSync(join(root, 'jwt-secret'), 0o604);
  expect(exposedDataFiles(file, root)).toEqual([
    { path: file, mode: '644' },
    { path: `${file}-wal`, mode: '640' },
    { path: join(root, 'jwt-secret'), mode: '604' },
  ]);
  const { log, lines } = captureLogger();
  warnAboutExposedFiles(log, file, root);
  expect(lines).toEqual([
    {
      level: 'warn',
      message: `${file} may be read by other users (mode 644); it holds password hashes, sessions or keys: chmod 600 it`,
    },
    { level: 'warn', message: expect.stringContaining(`${file}-wal may be read by other users (mode 640)`) },
    { level: 'warn', message: expect.stringContaining('jwt-secret may be read by other users (mode 604)') },
  ]);
  // Opening it keeps the mode the operator chose (the warning says how to change it); a read-only one too.
  chmodSync(file, 0o444);
  const db = openDatabase(file);
  await db.kysely.destroy();
  expect(modeOf(file)).toBe('444');
});
