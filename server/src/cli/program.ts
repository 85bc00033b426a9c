import { Command } from 'commander';
import { loadConfig } from '../config/config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { announceDataChanged } from '../events/announce.js';
import { undoAbandonedBatches } from '../modules/imports/import-batch.repository.js';
import { type CommandContext, type CommandRunner, describeError, say } from './context.js';
import { registerDatabaseCommands } from './database.commands.js';
import { registerDemoCommands } from './demo.commands.js';
import { registerImportCommands } from './import.commands.js';
import { registerPeerCommands } from './peer.commands.js';
import { registerUserCommands } from './user.commands.js';

/**
 * The `bulten` command line; `run` gives each command its context. `configure` adjusts the root before the
 * commands are added, so they inherit it (tests: `exitOverride`, captured output).
 */
export function buildProgram(
  run: CommandRunner,
  configure: (root: Command) => Command = (root) => root,
): Command {
  const program = configure(
    new Command('bulten')
      .description(
        'Bülten: online market bulletin of a commodity exchange. Works on the database DATABASE_URL names.',
      )
      .showHelpAfterError(),
  );
  registerImportCommands(program, run);
  registerDatabaseCommands(program, run);
  registerUserCommands(program, run);
  registerDemoCommands(program, run);
  registerPeerCommands(program, run);
  return program;
}

/** Runs a command and answers its exit code; a failure is one line on the context's stderr and exit code 1. */
export async function runCommand(
  ctx: CommandContext,
  command: (ctx: CommandContext) => Promise<number>,
): Promise<number> {
  try {
    return await command(ctx);
  } catch (error) {
    say(ctx.err, describeError(error));
    return 1;
  } finally {
    // Running servers drop their caches: a command may have changed data (even one that failed half-way).
    await announceDataChanged(ctx.db).catch((error) =>
      say(ctx.err, `could not notify servers: ${describeError(error)}`),
    );
  }
}

/**
 * Opens the database `DATABASE_URL` names (migrated to the latest schema unless the command migrates
 * itself), runs the command with the process streams and sets the process exit code.
 */
export const runWithDatabase: CommandRunner = async (command, options = {}) => {
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  const ctx: CommandContext = { db, config, out: process.stdout, err: process.stderr, now: () => new Date() };
  try {
    if (options.migrate !== false) {
      await migrateToLatest(db.kysely);
      for (const batch of await undoAbandonedBatches(db.kysely, new Date()))
        say(ctx.err, `import batch ${batch}, left running by a process that is gone, was undone`);
    }
    process.exitCode = await runCommand(ctx, command);
  } catch (error) {
    say(process.stderr, describeError(error));
    process.exitCode = 1;
  } finally {
    await db.kysely.destroy();
  }
};
