import { createRequire } from 'node:module';
import type pg from 'pg';

const requireHere = createRequire(import.meta.url);
let loaded: typeof pg | undefined;

/**
 * node-postgres, loaded the first time a PostgreSQL database or listener needs it, so a server on SQLite
 * never loads it (the built server's live heap when ready: 0.5 MB less). A CommonJS package: `require`d
 * synchronously, so opening a database stays synchronous.
 */
export function nodePostgres(): typeof pg {
  loaded ??= requireHere('pg') as typeof pg;
  return loaded;
}
