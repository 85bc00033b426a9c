import type { FastifyBaseLogger } from 'fastify';

/** One captured log call: its level and its message (the string argument). */
export interface LogLine {
  level: string;
  message: string;
}

/** A logger that records every call instead of printing, for tests that check what is logged. */
export function captureLogger(): { log: FastifyBaseLogger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const record =
    (level: string) =>
    (...args: unknown[]) => {
      lines.push({ level, message: args.find((a): a is string => typeof a === 'string') ?? '' });
    };
  const log = {
    level: 'trace',
    fatal: record('fatal'),
    error: record('error'),
    warn: record('warn'),
    info: record('info'),
    debug: record('debug'),
    trace: record('trace'),
    silent: () => {},
    child: () => log,
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}
