import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config/config.js';
import { makePrivateFolder, PRIVATE_FILE_MODE } from '../../db/file-modes.js';

/** Shortest signing secret accepted, in bytes (HS256 wants at least the hash size). */
export const MIN_SECRET_BYTES = 32;

const cache = new WeakMap<Config, Promise<Uint8Array>>();

async function readOrCreateSecretFile(dataDir: string): Promise<Uint8Array> {
  const file = join(dataDir, 'jwt-secret');
  makePrivateFolder(dataDir);
  try {
    // 'wx' creates only when absent, so two processes starting together keep one key.
    await writeFile(file, randomBytes(MIN_SECRET_BYTES).toString('base64url'), {
      flag: 'wx',
      mode: PRIVATE_FILE_MODE,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const text = (await readFile(file, 'utf8')).trim();
  const key = Buffer.from(text, 'base64url');
  if (key.length < MIN_SECRET_BYTES) throw new Error(`${file} holds fewer than ${MIN_SECRET_BYTES} bytes`);
  return new Uint8Array(key);
}

function secretFromConfig(secret: string): Uint8Array {
  const key = new TextEncoder().encode(secret);
  if (key.length < MIN_SECRET_BYTES)
    throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long`);
  return key;
}

/**
 * The HS256 signing key: `config.jwtSecret` when set, else a random key generated once and kept in
 * `config.dataDir/jwt-secret` (mode 0600). Loaded once per config object.
 */
export function signingKey(config: Config): Promise<Uint8Array> {
  let key = cache.get(config);
  if (!key) {
    key = config.jwtSecret
      ? Promise.resolve().then(() => secretFromConfig(config.jwtSecret!))
      : readOrCreateSecretFile(config.dataDir);
    cache.set(config, key);
  }
  return key;
}
