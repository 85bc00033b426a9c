import { closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** The mode of the folders Bülten creates for its data: its owner only. */
export const PRIVATE_FOLDER_MODE = 0o700;
/** The mode of the files Bülten creates for its data (database, keys, backups): its owner only. */
export const PRIVATE_FILE_MODE = 0o600;

/** Creates a folder (and the missing ones above it) for the owner only. */
export function makePrivateFolder(path: string): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_FOLDER_MODE });
}

/**
 * Creates an empty file for the owner only when it is not there (one that is keeps its mode). An empty
 * file is an empty SQLite database, and SQLite gives a database's -wal and -shm files its mode.
 */
export function touchPrivately(path: string): void {
  try {
    closeSync(openSync(path, 'wx', PRIVATE_FILE_MODE));
  } catch (error) {
    // There already (a read-only one too): left as it is.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** A data file others may read or write: its path and mode (octal, e.g. `644`). */
export interface ExposedFile {
  path: string;
  mode: string;
}

/**
 * The SQLite database's files (the file, -wal, -shm) and the signing key in `dataDir` that exist and that
 * users other than the owner may read or write: they hold password hashes, sessions and SMS codes.
 */
export function exposedDataFiles(databaseFile: string | null, dataDir: string): ExposedFile[] {
  const files = databaseFile ? [databaseFile, `${databaseFile}-wal`, `${databaseFile}-shm`] : [];
  files.push(join(dataDir, 'jwt-secret'));
  return files
    .filter((path) => existsSync(path) && (statSync(path).mode & 0o077) !== 0)
    .map((path) => ({ path, mode: (statSync(path).mode & 0o777).toString(8) }));
}

/**
 * Says at start which data files others may read (`exposedDataFiles`), one warning each with the command
 * that makes it the owner's only; files Bülten creates are, but older ones or copies may not be.
 */
export function warnAboutExposedFiles(
  log: Pick<FastifyBaseLogger, 'warn'>,
  databaseFile: string | null,
  dataDir: string,
): void {
  for (const file of exposedDataFiles(databaseFile, dataDir)) {
    log.warn(
      { file: file.path, mode: file.mode },
      `${file.path} may be read by other users (mode ${file.mode}); it holds password hashes, sessions or keys: chmod 600 it`,
    );
  }
}
