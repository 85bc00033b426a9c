import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { InvalidArgumentError } from 'commander';

// `bulten-20261128T021500Z.jsonl`: sorted by name is sorted by time.
const ROTATED = /^bulten-\d{8}T\d{6}Z\.jsonl$/;

/** The file a rotated backup taken at `now` is written to in `dir` (created 0700 if missing). */
export function rotatedBackupPath(dir: string, now: Date): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return join(dir, `bulten-${stamp}.jsonl`);
}

/** Removes all but the newest `keep` rotated backups of `dir` (other files are left alone); answers the removed. */
export function pruneBackups(dir: string, keep: number): string[] {
  const rotated = readdirSync(dir)
    .filter((name) => ROTATED.test(name))
    .sort();
  const removed = rotated.slice(0, Math.max(0, rotated.length - keep)).map((name) => join(dir, name));
  for (const file of removed) rmSync(file, { force: true });
  return removed;
}

/** `--keep`'s value: a whole number of backups, at least 1. */
export function keepCount(value: string): number {
  const keep = Number(value);
  if (!Number.isInteger(keep) || keep < 1) throw new InvalidArgumentError('a whole number of at least 1');
  return keep;
}
