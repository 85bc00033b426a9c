import { resolve } from 'node:path';
import type { Writable } from 'node:stream';
import type { Config } from '../config/config.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';

/** What a command works with: the open database, the configuration, its output streams and the clock. */
export interface CommandContext {
  db: Db;
  config: Config;
  out: Writable;
  err: Writable;
  now: () => Date;
}

/** A command: does its work and answers the process exit code. */
export type Command<A extends unknown[] = []> = (ctx: CommandContext, ...args: A) => Promise<number>;

/** Runs a command with a context (the real runner opens the database `DATABASE_URL` names). */
export type CommandRunner = (
  command: (ctx: CommandContext) => Promise<number>,
  options?: { migrate?: boolean },
) => Promise<void>;

/** Writes one line. */
export function say(stream: Writable, text: string): void {
  stream.write(`${text}\n`);
}

/** True when the stream is a terminal (progress bars only there). */
export function isTerminal(stream: Writable): boolean {
  return (stream as Writable & { isTTY?: boolean }).isTTY === true;
}

/**
 * A path the user typed, made absolute. `npm run bulten` runs in `server/`, so there a relative path is
 * taken from the folder npm was started in.
 */
export function userPath(file: string, env: NodeJS.ProcessEnv = process.env): string {
  const base = env.npm_lifecycle_event === 'bulten' && env.INIT_CWD ? env.INIT_CWD : process.cwd();
  return resolve(base, file);
}

/** A one-line message for a failed command. */
export function describeError(error: unknown): string {
  if (error instanceof AppError) return [error.code, ...error.details].join(': ');
  if (error instanceof Error) return error.message;
  return String(error);
}
