/**
 * The bare twin of the cold archive (`_api-cold.ts`), in a process of its own: the very SQL statements
 * (text and parameters) the app ran for one cold answer, on the same SQLite file through the same driver
 * (better-sqlite3, each statement prepared once as the app's statement cache does, every row read), then
 * `JSON.stringify` of the same rows the app answered (its archive rows, parsed before the clock starts);
 * nothing else. Each case is warmed up, then timed as often as the app's answers.
 * Args: the SQLite file, a JSON file of `{ name, queries: [{ sql, parameters }], rows }[]` and the number of
 * runs; prints one JSON line `{ [name]: { wall: ms[], cpu: ms[] } }` on stdout.
 */
import { readFileSync } from 'node:fs';
import SQLite from 'better-sqlite3';

interface Case {
  name: string;
  queries: Array<{ sql: string; parameters: unknown[] }>;
  rows: unknown[];
}

const [file, casesFile, runsText] = process.argv.slice(2);
if (!file || !casesFile) throw new Error('usage: _api-cold-bare.ts FILE CASES.json [RUNS]');
const runs = Number(runsText ?? 20);
const cases = JSON.parse(readFileSync(casesFile, 'utf8')) as Case[];
const sqlite = new SQLite(file, { fileMustExist: true });

/** Wall and CPU times (ms) of `runs` runs of a case's statements and the stringifying of its rows. */
function timed(c: Case): { wall: number[]; cpu: number[] } {
  const statements = c.queries.map((q) => ({ statement: sqlite.prepare(q.sql), parameters: q.parameters }));
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const usage = process.cpuUsage();
    for (const { statement, parameters } of statements) {
      if (statement.reader) statement.all(...parameters);
      else statement.run(...parameters);
    }
    if (JSON.stringify(c.rows).length === 0) throw new Error('unreachable');
    const used = process.cpuUsage(usage);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall, cpu };
}

const out: Record<string, { wall: number[]; cpu: number[] }> = {};
for (const c of cases) {
  timed(c);
  out[c.name] = timed(c);
}
sqlite.close();
console.log(JSON.stringify(out));
