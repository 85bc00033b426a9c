import { once } from 'node:events';
import { istanbulDate } from '@bulten/core';
import type { Command as Program } from 'commander';
import { createEventBus } from '../events/create-event-bus.js';
import { type DemoSummary, seedDemo } from '../modules/demo/demo.service.js';
import { buildReportApp } from '../modules/report/report.app.js';
import { type Command, type CommandRunner, say } from './context.js';
import { positiveNumber, wholeNumber } from './option-values.js';

/** Options of `seed-demo`. */
export interface SeedDemoCommandOptions {
  seed: number;
  years: number;
}

function printSummary(out: NodeJS.WritableStream, summary: DemoSummary): void {
  out.write(
    `seeded the demo exchange (seed ${summary.seed}) from ${summary.from} to ${summary.to} in ${summary.seconds.toFixed(1)} s\n`,
  );
  for (const [table, rows] of Object.entries(summary.counts)) out.write(`  ${table}: ${rows}\n`);
  // The only time these passwords are shown.
  for (const c of summary.credentials.filter((x) => x.created)) {
    out.write(
      `  ${c.role} user ${c.username} / ${c.password}${c.memberCode ? ` (member ${c.memberCode})` : ''}\n`,
    );
  }
}

/** `seed-demo`: the deterministic demo exchange, into a database without market data. */
export const seedDemoCommand: Command<[SeedDemoCommandOptions]> = async (ctx, o) => {
  const now = ctx.now();
  const summary = await seedDemo(ctx.db, {
    seed: o.seed,
    years: o.years,
    today: istanbulDate(now),
    config: ctx.config,
    now,
  });
  printSummary(ctx.out, summary);
  return 0;
};

/** Options of `serve-report`. */
export interface ServeReportOptions {
  port: number;
  host?: string;
  /** Resolves when the service should stop; default: SIGINT or SIGTERM. */
  until?: Promise<unknown>;
}

/** `serve-report`: the report service alone, until stopped. */
export const serveReportCommand: Command<[ServeReportOptions]> = async (ctx, o) => {
  const events = await createEventBus(ctx.db);
  const app = await buildReportApp({ db: ctx.db, config: ctx.config, events, now: ctx.now });
  try {
    const address = await app.listen({ port: o.port, host: o.host ?? ctx.config.host });
    say(ctx.out, `report service listening on ${address}`);
    await (o.until ?? Promise.race([once(process, 'SIGINT'), once(process, 'SIGTERM')]));
    return 0;
  } finally {
    await app.close();
    await events.close();
  }
};

/** Registers `seed-demo` and `serve-report`. */
export function registerDemoCommands(program: Program, run: CommandRunner): void {
  program
    .command('seed-demo')
    .description('seed the deterministic demo exchange (an empty database)')
    .option('--seed <n>', 'random seed', wholeNumber('--seed'), 1)
    .option('--years <n>', 'years of history up to today (fractions allowed)', positiveNumber('--years'), 3)
    .action((o: SeedDemoCommandOptions) => run((ctx) => seedDemoCommand(ctx, o)));
  program
    .command('serve-report')
    .description('run the report service alone')
    .option('--port <port>', 'port to listen on', wholeNumber('--port'), 3001)
    .option('--host <host>', 'address to listen on (default: HOST)')
    .action((o: ServeReportOptions) => run((ctx) => serveReportCommand(ctx, o)));
}
