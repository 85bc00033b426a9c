import { readFile } from 'node:fs/promises';
import { Presets, SingleBar } from 'cli-progress';
import type { Command as Program } from 'commander';
import {
  type CliImportFlags,
  cliImportOptions,
  importCatalogueFromText,
  importRegistrations,
} from '../modules/imports/imports.service.js';
import type { ImportResult } from '../modules/imports/imports.types.js';
import {
  type Command,
  type CommandContext,
  type CommandRunner,
  isTerminal,
  say,
  userPath,
} from './context.js';

function report(ctx: CommandContext, result: ImportResult): number {
  if (!result.ok) {
    for (const error of result.errors) say(ctx.err, error);
    return 1;
  }
  const { inserted, skipped, corrected, cancelled } = result.summary;
  say(ctx.out, `inserted ${inserted}, skipped ${skipped}, corrected ${corrected}, cancelled ${cancelled}`);
  return 0;
}

/** `import-catalogue FILE`: groups, classes and products from a CSV; re-import renames, never duplicates. */
export const importCatalogueCommand: Command<[string]> = async (ctx, file) => {
  const text = await readFile(userPath(file), 'utf8');
  return report(ctx, await importCatalogueFromText(ctx.db.kysely, text));
};

function progressBar(ctx: CommandContext) {
  if (!isTerminal(ctx.err)) return undefined;
  return new SingleBar(
    { format: 'writing [{bar}] {percentage}% | {value}/{total} rows', stream: ctx.err, hideCursor: true },
    Presets.shades_classic,
  );
}

/**
 * `import-registrations FILE [--[no-]alongside]`: the file is streamed and checked; any problem rejects it
 * (exit 1) and nothing stays written. Written in chunks, the same path as the staff upload; alongside (an
 * initial load, or asked) a big file's first rows are written while the rest is still checked in a worker
 * thread (`cliImportOptions`), undone if a problem turns up.
 */
export const importRegistrationsCommand: Command<[string, CliImportFlags?]> = async (
  ctx,
  file,
  flags = {},
) => {
  const path = userPath(file);
  const bar = progressBar(ctx);
  if (bar) say(ctx.err, `checking ${path}`);
  let started = false;
  try {
    const result = await importRegistrations(
      ctx.db.kysely,
      { file: path },
      {
        ...(await cliImportOptions(ctx.db.kysely, flags)),
        now: ctx.now(),
        sessionClose: ctx.config.sessionClose,
        // The total grows while the rest of a big file is still being checked.
        onProgress: (done, total) => {
          if (bar && !started) bar.start(total, 0);
          started = true;
          bar?.setTotal(total);
          bar?.update(done);
        },
      },
    );
    bar?.stop();
    return report(ctx, result);
  } finally {
    if (bar?.isActive) bar.stop();
  }
};

/** Registers the two import commands. */
export function registerImportCommands(program: Program, run: CommandRunner): void {
  program
    .command('import-catalogue')
    .description('import the catalogue (groups, classes, products) from a CSV file')
    .argument(
      '<file>',
      'CSV: GrupKodu,GrupAdi,GrupAdiEn,SinifKodu,SinifAdi,SinifAdiEn,UrunKodu,UrunAdi,UrunAdiEn,Birim',
    )
    .action((file: string) => run((ctx) => importCatalogueCommand(ctx, file)));
  program
    .command('import-registrations')
    .description('import registrations (tescil) from a CSV file, all or nothing')
    .argument('<file>', 'CSV: TescilNo,IslemZamani,UrunKodu,Miktar,BirimFiyat,Kanal[,optional columns]')
    .option(
      '--alongside',
      'write a big file while the rest is still checked (a later problem undoes the rows, but readers may see them until then); default only into a database without registrations',
    )
    .option('--no-alongside', 'check the whole file before writing anything, even into an empty database')
    .action((file: string, flags: CliImportFlags) =>
      run((ctx) => importRegistrationsCommand(ctx, file, flags)),
    );
}
