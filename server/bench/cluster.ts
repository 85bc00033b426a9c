/**
 * Cluster bench (`npm run bench -- cluster`, issue 33): the deployment of docs/DEPLOY.md on this machine
 * (Debian's nginx with deploy/nginx/bulten.conf in front of built instances on a fresh PostgreSQL database,
 * all on loopback) under load. Parts (BENCH_ONLY=rolling,phones,page,copy picks some): a rolling restart
 * under load, 10,000 live phones on one instance and on three with one killed, the rendered `/` through
 * nginx against the same bytes as a file, and a PostgreSQL bulk import against `psql \copy`. Prints
 * `name: value unit (target X, ratio R)` lines and the load average. PostgreSQL at BENCH_PG_ADMIN_URL
 * (postgres://postgres@127.0.0.1:5432/postgres). Sizes: BENCH_ROLLING_CLIENTS (1000), BENCH_PHONES (10000),
 * BENCH_COPY_ROWS (1000000).
 */
import { execFileSync } from 'node:child_process';
import { startDeployment } from '../scripts/cluster/deployment.js';
import { copyImport } from './_cluster-copy.js';
import { pageVersusFile } from './_cluster-page.js';
import { phonesOnOneInstance, phonesWithOneKilled } from './_cluster-phones.js';
import { rollingRestart } from './_cluster-rolling.js';
import { benchPartWanted } from './_parts.js';
import { load } from './_reliability-env.js';

const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'Bench-Operator-Parola-2026';

/**
 * Raises this process's open-file limit to its hard limit (its children inherit it): thousands of streams
 * are thousands of open files. A container without CAP_SYS_RESOURCE cannot go above the hard limit.
 */
function raiseOpenFiles(): number {
  const pid = String(process.pid);
  const hard = execFileSync('prlimit', ['--pid', pid, '--nofile', '--raw', '--noheadings', '-o', 'HARD'], {
    encoding: 'utf8',
  }).trim();
  execFileSync('prlimit', ['--pid', pid, `--nofile=${hard}:${hard}`]);
  return Number(hard);
}

async function main(): Promise<void> {
  console.log(`start: ${load()}, open files ${raiseOpenFiles()}`);
  const started = performance.now();
  if (benchPartWanted('rolling')) {
    const deployment = await startDeployment({
      adminUrl: ADMIN_URL,
      keep: process.env.BENCH_KEEP === '1',
      users: [{ username: 'bench-operator', password: PASSWORD, role: 'operator' }],
    });
    try {
      await rollingRestart(deployment, Number(process.env.BENCH_ROLLING_CLIENTS ?? 1_000), PASSWORD);
    } finally {
      await deployment.close();
    }
  }
  if (benchPartWanted('phones')) {
    const phones = Number(process.env.BENCH_PHONES ?? 10_000);
    for (const count of [1, 3]) {
      const deployment = await startDeployment({
        adminUrl: ADMIN_URL,
        instances: count,
        keep: process.env.BENCH_KEEP === '1',
        users: [{ username: 'bench-operator', password: PASSWORD, role: 'operator' }],
      });
      try {
        if (count === 1) await phonesOnOneInstance(deployment, phones, PASSWORD);
        else await phonesWithOneKilled(deployment, phones, PASSWORD);
      } finally {
        await deployment.close();
      }
    }
  }
  if (benchPartWanted('page'))
    await pageVersusFile({ adminUrl: ADMIN_URL, keep: process.env.BENCH_KEEP === '1' });
  if (benchPartWanted('copy')) await copyImport(ADMIN_URL, Number(process.env.BENCH_COPY_ROWS ?? 1_000_000));
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s: ${load()}`);
}

await main();
