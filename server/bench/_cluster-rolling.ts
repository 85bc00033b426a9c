/**
 * A rolling restart under load (issue 33, item 2): three instances behind nginx, visitors reading, operators
 * registering trades and 1,000 live-stream clients; each instance in turn is stopped (SIGTERM: it drains)
 * and started again. Counted: failed requests, writes answered 200 but not stored, clients that missed a
 * trade, the drains' and the streams' reconnection times.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { bulletinEndpoints, endpointUrl, marketEndpoints } from '@bulten/core';
import type { Deployment } from '../scripts/cluster/deployment.js';
import { type LoopTally, readLoops, withOperatorAndStreams, writeLoops } from './_cluster-load.js';
import { median } from './_line.js';
import { figure } from './_reliability-env.js';
import type { StreamFleet } from './_sse-clients.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Runs the rolling restart on a started deployment (its operator user `bench-operator`). */
export function rollingRestart(deployment: Deployment, clients: number, password: string): Promise<void> {
  return withOperatorAndStreams(deployment, password, 1_000, (token, fleet) =>
    underLoad(deployment, fleet, clients, token),
  );
}

async function underLoad(
  deployment: Deployment,
  fleet: StreamFleet,
  clients: number,
  token: string,
): Promise<void> {
  const { info } = deployment;
  await fleet.open(clients);
  const opened = fleet.tally.open;
  // How late the load generator's own thread ran: its figures include that wait.
  const lag = monitorEventLoopDelay({ resolution: 20 });
  lag.enable();
  let stopping = false;
  const stop = () => stopping;
  const paths = [
    '/',
    '/son-islemler',
    endpointUrl(marketEndpoints.GetSeansDurumu),
    endpointUrl(marketEndpoints.GetOnlineBultenSonIslemler),
    endpointUrl(bulletinEndpoints.GetGunlukBulten, { date: '2026-03-02' }),
  ];
  const reads = readLoops(info, 8, paths, stop);
  const writes = writeLoops(info, token, 2, 150, stop, (no) => void fleet.track(no));
  await sleep(3_000);
  const drains = await restartEach(deployment);
  stopping = true;
  const [read, write] = await Promise.all([reads, writes]);
  await fleet.settle(15_000);
  const stored = await deployment.pool.query<{ n: string }>(
    'select count(*) as n from registration where registration_no = any($1)',
    [write.registered],
  );
  lag.disable();
  report(`rolling restart of ${deployment.instances.length} instances`, {
    read,
    write,
    lost: write.registered.length - Number(stored.rows[0]?.n ?? 0),
    drains,
    fleet,
    opened: `${opened} of ${clients}`,
    lagMs: Math.round(lag.percentile(99) / 1e6),
  });
}

/** Stops (SIGTERM: a drain) and starts each instance in turn; answers each drain's time in ms. */
async function restartEach(deployment: Deployment): Promise<number[]> {
  const drains: number[] = [];
  for (const instance of deployment.instances) {
    drains.push(await instance.stop());
    await instance.start();
    await sleep(3_000);
  }
  return drains;
}

interface Outcome {
  read: LoopTally;
  write: LoopTally & { registered: string[] };
  lost: number;
  drains: number[];
  fleet: StreamFleet;
  opened: string;
  lagMs: number;
}

function report(name: string, { read, write, lost, drains, fleet, opened, lagMs }: Outcome): void {
  const failures = [...read.failures, ...write.failures].join(' | ');
  figure(`${name}: failed requests`, read.failed + write.failed, 'requests', 0, {
    note: `of ${read.ok + read.failed} reads and ${write.ok + write.failed} writes${failures ? ` (${failures})` : ''}`,
  });
  figure(`${name}: lost writes`, lost, 'writes', 0, { note: `of ${write.registered.length} answered 200` });
  const { missing, clientsMissing } = fleet.arrivals();
  figure(`${name}: live clients that missed a trade`, clientsMissing, 'clients', 0, {
    note: `(${opened} streams open before, ${missing} trade deliveries missing, ${write.registered.length} trades)`,
  });
  figure(`${name}: slowest drain`, Math.round(Math.max(...drains)), 'ms', 20_000, {
    note: `(median ${Math.round(median(drains))} ms)`,
  });
  const back = fleet.tally.reconnectMs;
  figure(`${name}: live clients back within`, Math.round(percentile(back, 100)), 'ms', 5_000, {
    note:
      `(${fleet.tally.reconnects} reconnects, ${fleet.tally.failedAttempts} attempts failed, p95 ` +
      `${Math.round(percentile(back, 95))} ms; the load generator's event loop p99 ${lagMs} ms late)`,
  });
}
