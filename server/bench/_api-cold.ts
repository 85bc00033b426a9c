/**
 * The cold part of `api.ts`, in its own process: the latency of the 10-year archive with nothing cached
 * (every answer and kept day forgotten), after another process's commit (a figures event without dates:
 * the kept past days are checked by their versions) and after a new trade (the answer cache is emptied,
 * the past days stay in memory); each through `inject`, so no client is in the way, its body read as the
 * stream the server wrote (not joined into one string: that is the test harness's work, two more copies of
 * 420 kB that no socket makes). Each case beside its
 * bare twin (issue 35): a process of its own running the very SQL the app ran for one such answer (logged
 * by `_api-cold-sql.ts`) and `JSON.stringify` of the rows it answered (`_api-cold-bare.ts`). Target: ≥ 0.5 of the
 * twin's speed (twin time / app time); the app's times are printed without a target (issue 12 asked ≤ 10 ms
 * of the cold one: they move with the machine, the ratio far less).
 *
 * Its own process because the bench's process carries what its other parts left: after the reads under
 * load it held 157–308 MB of external memory (autocannon's worker runs) that only a major collection frees,
 * and that collection (8 ms, plus 20 ms of scavenges) fell among the cold answers. Here the code is warmed up
 * first by as many cold answers as are measured, printed apart (the first answer of a process compiles it).
 * Args: YEARS (the parent has seeded that demo already).
 */
import { istanbulDate, type LiveEvent } from '@bulten/core';
import { forgetMemos } from '../src/modules/figures/figures.memo.js';
import { bareTwinTimes, type ColdCase, capturedCase, type Times } from './_api-cold-sql.js';
import { type DemoApp, demoApp } from './_api-demo.js';
import { figureLine, infoLine, median } from './_line.js';

const COLD_RUNS = 20;
const TARGET_TWIN_SHARE = 0.5;

/** Wall and CPU time (ms) of the first answer after each of `COLD_RUNS` events (`forget`: kept days dropped too). */
async function coldLatencies(demo: DemoApp, event: LiveEvent, forget = false) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < COLD_RUNS; i += 1) {
    if (forget) forgetMemos(demo.ctx.db);
    await demo.ctx.events.publish(event);
    const started = performance.now();
    const usage = process.cpuUsage();
    const response = await demo.app.inject({ method: 'GET', url: demo.archive, payloadAsStream: true });
    let bytes = 0;
    for await (const chunk of response.stream()) bytes += (chunk as Buffer).length;
    const used = process.cpuUsage(usage);
    if (response.statusCode !== 200 || bytes === 0)
      throw new Error(`${demo.archive}: ${response.statusCode}`);
    wall.push(Math.round((performance.now() - started) * 10) / 10);
    cpu.push(Math.round((used.user + used.system) / 100) / 10);
  }
  return { wall, cpu };
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * The app's median time without a target, then its share of the bare twin's speed (twin / app) judged by
 * wall time; the share by CPU time beside it (steadier when other work shares the machine).
 */
function lines(name: string, app: Times, twin: Times): string[] {
  const wall = median(app.wall);
  const bare = median(twin.wall);
  const cpuShare = (median(twin.cpu) / median(app.cpu)).toFixed(2);
  return [
    infoLine(name, wall, 'ms', 1),
    `${figureLine(
      `${name} vs the same SQL and JSON.stringify of its rows in a bare process (${round(bare)} ms)`,
      bare / wall,
      '×',
      TARGET_TWIN_SHARE,
      true,
    )}; by CPU ${cpuShare} × (${round(median(twin.cpu))} vs ${round(median(app.cpu))} ms)`,
  ];
}

async function main(): Promise<void> {
  const today = istanbulDate(new Date());
  const demo = await demoApp(Number(process.argv[2] ?? 10), today);
  const figures: LiveEvent = { type: 'figures', dates: [] };
  const warmUp = await coldLatencies(demo, figures, true);
  const everything = await coldLatencies(demo, figures, true);
  // Another process committed something (a CLI command, a second server): the kept days are checked.
  const commit = await coldLatencies(demo, figures);
  const trade: LiveEvent = {
    type: 'trade',
    registrationNo: 'BENCH',
    productId: demo.productId,
    tradeDate: today,
  };
  const afterTrade = await coldLatencies(demo, trade);
  // Each case's SQL, in the same order: nothing cached (which fills the memos again), a commit, a trade.
  const cases: ColdCase[] = [
    await capturedCase(demo, 'nothing cached', async () => {
      forgetMemos(demo.ctx.db);
      await demo.ctx.events.publish(figures);
    }),
    await capturedCase(demo, 'commit', () => demo.ctx.events.publish(figures)),
    await capturedCase(demo, 'trade', () => demo.ctx.events.publish(trade)),
  ];
  const file = demo.ctx.db.location;
  await demo.close();
  const twin = bareTwinTimes(file, cases, COLD_RUNS);
  const ms = (l: { wall: number[]; cpu: number[] }) => `${median(l.wall)} ms (CPU ${median(l.cpu)} ms)`;
  console.log(
    `  cold 10-year archive, medians of ${COLD_RUNS}, in a process of its own: warming up ${ms(warmUp)}, ` +
      `first ${warmUp.wall[0]} ms; then nothing cached ${ms(everything)}; after a new trade ${ms(afterTrade)}; ` +
      `after another process's commit ${ms(commit)}`,
  );
  console.log(
    `  their bare twins: ${cases.map((c) => `${c.queries.length} statements and ${c.rows.length} rows (${c.name})`).join(', ')}`,
  );
  for (const line of [
    ...lines('api cold 10-year archive', everything, twin['nothing cached']!),
    ...lines("api 10-year archive after another process's commit", commit, twin.commit!),
    ...lines('api 10-year archive after a new trade', afterTrade, twin.trade!),
  ])
    console.log(line);
}

await main();
