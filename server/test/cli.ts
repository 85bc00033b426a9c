import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach } from 'vitest';
import type { CommandContext, CommandRunner } from '../src/cli/context.js';
import { buildProgram, runCommand } from '../src/cli/program.js';
import { loadConfig } from '../src/config/config.js';
import type { Db } from '../src/db/database.js';

/** A command context on a test database whose stdout and stderr are collected as text. */
export interface CapturedCli {
  ctx: CommandContext;
  out(): string;
  err(): string;
}

function collector(): { stream: PassThrough; text: () => string } {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

/** A command context for `db` with a fixed clock and captured output. */
export function capturedCli(db: Db, now = new Date('2026-03-04T12:00:00Z')): CapturedCli {
  const out = collector();
  const err = collector();
  return {
    ctx: { db, config: loadConfig({}), out: out.stream, err: err.stream, now: () => now },
    out: out.text,
    err: err.text,
  };
}

/** A fresh temporary folder and a way to remove it. */
export function tempFolder(prefix = 'bulten-test-'): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A fresh temporary folder for each test, removed after it; answers the current one's path. */
export function tempFolderForEachTest(prefix = 'bulten-test-'): () => string {
  let folder: ReturnType<typeof tempFolder> | undefined;
  beforeEach(() => {
    folder = tempFolder(prefix);
  });
  afterEach(() => folder?.remove());
  return () => {
    if (!folder) throw new Error('the temporary folder is read outside a test');
    return folder.dir;
  };
}

/** Parses a command line as `bulten` would, running commands on `cli`'s database; answers the exit codes. */
export async function bulten(cli: CapturedCli, ...args: string[]): Promise<number[]> {
  const codes: number[] = [];
  const run: CommandRunner = async (command) => {
    codes.push(await runCommand(cli.ctx, command));
  };
  const program = buildProgram(run, (root) =>
    root
      .exitOverride()
      .configureOutput({ writeOut: (s) => cli.ctx.out.write(s), writeErr: (s) => cli.ctx.err.write(s) }),
  );
  await program.parseAsync(args, { from: 'user' });
  return codes;
}
