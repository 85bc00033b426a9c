import { readFile } from 'node:fs/promises';
import { type Language, problemLine } from '@bulten/core';
import { Presets, SingleBar } from 'cli-progress';
import { Option, type Command as Program } from 'commander';
import {
  type CliImportFlags,
  cliImportOptions,
  importCatalogueFromText,
  importRegistrations,
} from '../modules/imports/imports.service.js';
import type { ImportResult, ImportSummary } from '../modules/imports/imports.types.js';
import {
  type Command,
  type CommandContext,
  type CommandRunner,
  isTerminal,
  say,
  userPath,
} from './context.js';

/** The language an import command prints in (`--lang`, default English). */
export interface LanguageFlag {
  lang?: Language;
}

const SUMMARY: Record<Language, (s: ImportSummary) => string> = {
  en: (s) =>
    `inserted ${s.inserted}, skipped ${s.skipped}, corrected ${s.corrected}, cancelled ${s.cancelled}`,
  tr: (s) =>
    `eklenen ${s.inserted}, değişmeyen ${s.skipped}, düzeltilen ${s.corrected}, iptal edilen ${s.cancelled}`,
};

// Every problem as `line N: column: problem` (Turkish: `satır N: …`), or the summary line.
function report(ctx: CommandContext, result: ImportResult, lang: Language = 'en'): number {
  if (!result.ok) {
    for (const problem of result.problems) say(ctx.err, problemLine(problem, lang));
    return 1;
  }
  say(ctx.out, SUMMARY[lang](result.summary));
  return 0;
}

/** `import-catalogue FILE [--lang tr|en]`: groups, classes and products from a CSV; re-import renames, never duplicates. */
export const importCatalogueCommand: Command<[string, LanguageFlag?]> = async (ctx, file, flags = {}) => {
  const text = await readFile(userPath(file), 'utf8');
  return report(ctx, await importCatalogueFromText(ctx.db.kysely, text), flags.lang);
};

function progressBar(ctx: CommandContext) {
  if (!isTerminal(ctx.err)) return undefined;
  return new SingleBar(
    { format: 'writing [{bar}] {percentage}% | {value}/{total} rows', stream: ctx.err, hideCursor: true },
    Presets.shades_classic,
  );
}

/**
 * `import-registrations FILE [--[no-]alongside] [--lang tr|en]`: the file is streamed and checked; any problem rejects it
 * (exit 1) and nothing stays written. Written in chunks, the same path as the staff upload; alongside (an
 * initial load, or asked) a big file's first rows are written while the rest is still checked in a worker
 * thread (`cliImportOptions`), undone if a problem turns up.
 */
export const importRegistrationsCommand: Command<[string, (CliImportFlags & LanguageFlag)?]> = async (
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
    return report(ctx, result, flags.lang);
  } finally {
    if (bar?.isActive) bar.stop();
  }
};

// `--lang tr|en`: the language of the problems and the summary (English by default).
function languageOption(): Option {
  return new Option('--lang <language>', 'print problems and the summary in Turkish or English')
    .choices(['tr', 'en'])
    .default('en');
}

/** Registers the two import commands. */
export function registerImportCommands(program: Program, run: CommandRunner): void {
  program
    .command('import-catalogue')
    .description('import the catalogue (groups, classes, products) from a CSV file')
    .argument(
      '<file>',
      'CSV: GrupKodu,GrupAdi,GrupAdiEn,SinifKodu,SinifAdi,SinifAdiEn,UrunKodu,UrunAdi,UrunAdiEn,Birim' +
        '[,GrupKisaAdi,GrupKisaAdiEn,SinifKisaAdi,SinifKisaAdiEn,UrunKisaAdi,UrunKisaAdiEn]',
    )
    .addOption(languageOption())
    .action((file: string, flags: LanguageFlag) => run((ctx) => importCatalogueCommand(ctx, file, flags)));
  program
    .command('import-registrations')
    .description('import registrations (tescil) from a CSV file, all or nothing')
    .argument('<file>', 'CSV: TescilNo,IslemZamani,UrunKodu,Miktar,BirimFiyat,Kanal[,optional columns]')
    .option(
      '--alongside',
      'write a big file while the rest is still checked (a later problem undoes the rows, but readers may see them until then); default only into a database without registrations',
    )
    .option('--no-alongside', 'check the whole file before writing anything, even into an empty database')
    .addOption(languageOption())
    .action((file: string, flags: CliImportFlags & LanguageFlag) =>
      run((ctx) => importRegistrationsCommand(ctx, file, flags)),
    );
}
