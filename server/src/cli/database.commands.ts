import type { Command as Program } from 'commander';
import { migrateToLatest } from '../db/migrate.js';
import { rebuildAllStats } from '../modules/stats/stats.repository.js';
import { backupDatabase } from './backup.js';
import { keepCount, pruneBackups, rotatedBackupPath } from './backup-rotation.js';
import { type Command, type CommandRunner, say, userPath } from './context.js';
import { restoreDatabase } from './restore.js';

/** `migrate`: runs the migrations not yet applied and names them. */
export const migrateCommand: Command = async (ctx) => {
  const applied = await migrateToLatest(ctx.db.kysely);
  say(ctx.out, applied.length ? `applied ${applied.join(', ')}` : 'the schema is up to date');
  return 0;
};

/** `rebuild-stats`: recomputes every daily statistic from the registrations. */
export const rebuildStatsCommand: Command = async (ctx) => {
  const days = await ctx.db.kysely.transaction().execute((trx) => rebuildAllStats(trx));
  say(ctx.out, `rebuilt the statistics of ${days} trading days`);
  return 0;
};

/**
 * `backup FILE`: every table as JSON lines (SQLite and PostgreSQL alike). `backup --keep N FOLDER`: a new
 * `bulten-<UTC time>.jsonl` in the folder, then all but the newest N of those removed (the nightly timer's).
 */
export const backupCommand: Command<[string, number?]> = async (ctx, target, keep) => {
  const path = keep === undefined ? userPath(target) : rotatedBackupPath(userPath(target), ctx.now());
  const { tables, rows } = await backupDatabase(ctx.db.kysely, path, ctx.now());
  say(ctx.out, `backup written to ${path}: ${tables} tables, ${rows} rows`);
  if (keep !== undefined)
    for (const removed of pruneBackups(userPath(target), keep))
      say(ctx.out, `removed the older backup ${removed}`);
  return 0;
};

/** `restore FILE`: replaces all data with a backup's, all or nothing. */
export const restoreCommand: Command<[string]> = async (ctx, file) => {
  const path = userPath(file);
  const { tables, rows } = await restoreDatabase(ctx.db.kysely, path);
  say(ctx.out, `restored ${path}: ${tables} tables, ${rows} rows`);
  return 0;
};

/** Registers migrate, rebuild-stats, backup and restore. */
export function registerDatabaseCommands(program: Program, run: CommandRunner): void {
  program
    .command('migrate')
    .description('apply the database migrations')
    .action(() => run(migrateCommand, { migrate: false }));
  program
    .command('rebuild-stats')
    .description('recompute all daily statistics from the registrations')
    .action(() => run(rebuildStatsCommand));
  program
    .command('backup')
    .description('write every table to a file (JSON lines; SQLite and PostgreSQL)')
    .argument('<file>', 'backup file to write (with --keep: the folder of the rotated backups)')
    .option(
      '--keep <count>',
      'write bulten-<time>.jsonl into the folder and keep the newest <count> of them',
      keepCount,
    )
    .action((file: string, options: { keep?: number }) =>
      run((ctx) => backupCommand(ctx, file, options.keep)),
    );
  program
    .command('restore')
    .description('replace all data with a backup file (stop the server first)')
    .argument('<file>', 'backup file to read')
    .action((file: string) => run((ctx) => restoreCommand(ctx, file)));
}
