/**
 * 10,000 live phones (issue 33, item 5): live-stream clients on loopback held by one instance (a trade's
 * delivery to them, its resident memory) and by three instances behind nginx with one killed half-way
 * (their reconnection elsewhere, no trade missed).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { endpointUrl, registrationDeskEndpoints, systemEndpoints } from '@bulten/core';
import type { Deployment } from '../scripts/cluster/deployment.js';
import { staffToken, tradeBody, viaProxy, visitorAgent, withOperatorAndStreams } from './_cluster-load.js';
import { rssKbOf } from './_process.js';
import { figure } from './_reliability-env.js';
import { StreamFleet } from './_sse-clients.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const STREAM = endpointUrl(systemEndpoints.LiveStream);

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.POSITIVE_INFINITY;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Registers `count` trades through nginx, one every `pauseMs`, each timed by the fleet; answers the failures. */
async function trades(
  deployment: Deployment,
  fleet: StreamFleet,
  token: string,
  count: number,
  pauseMs: number,
  tag: string,
) {
  const agent = visitorAgent();
  let failed = 0;
  for (let i = 0; i < count; i += 1) {
    const no = `PHONE-${tag}-${Date.now().toString(36)}-${i}`;
    fleet.track(no);
    const answer = await viaProxy(
      deployment.info,
      agent,
      'POST',
      endpointUrl(registrationDeskEndpoints.TescilCreate),
      { authorization: `Bearer ${token}` },
      tradeBody(no),
    );
    if (answer.status !== 200) failed += 1;
    await sleep(pauseMs);
  }
  agent.destroy();
  return failed;
}

/** One instance, its clients connected to it directly. */
export async function phonesOnOneInstance(
  deployment: Deployment,
  clients: number,
  password: string,
): Promise<void> {
  const [only] = deployment.instances;
  const token = await staffToken(only!.port, 'bench-operator', password);
  const fleet = new StreamFleet({ port: only!.port, path: STREAM }, 64);
  try {
    const started = performance.now();
    await fleet.open(clients, 250);
    const openSeconds = (performance.now() - started) / 1000;
    await sleep(2_000);
    // How late the load generator's own thread ran (it reads every client's frames): the times include it.
    const lag = monitorEventLoopDelay({ resolution: 20 });
    lag.enable();
    const failed = await trades(deployment, fleet, token, 20, 500, 'one');
    await fleet.settle(10_000);
    lag.disable();
    const rssMb = rssKbOf(only!.pid) / 1024;
    const { latencies, missing } = fleet.arrivals();
    const name = `${clients.toLocaleString('en-US')} live clients on one instance`;
    figure(`${name}: streams open`, fleet.tally.open, 'clients', clients, {
      more: true,
      note: `(opened in ${openSeconds.toFixed(1)} s)`,
    });
    figure(`${name}: a trade reaches p95 of them within`, Math.round(percentile(latencies, 95)), 'ms', 500, {
      note: `(20 trades, median ${Math.round(percentile(latencies, 50))} ms, p99 ${Math.round(percentile(latencies, 99))} ms, ${missing} deliveries missing, ${failed} registrations failed; the load generator's event loop p99 ${Math.round(lag.percentile(99) / 1e6)} ms late)`,
    });
    figure(`${name}: resident memory of the instance`, Math.round(rssMb), 'MB', 400);
  } finally {
    fleet.close();
  }
}

/** Three instances behind nginx; one killed (SIGKILL) while trades go on. */
export function phonesWithOneKilled(
  deployment: Deployment,
  clients: number,
  password: string,
): Promise<void> {
  return withOperatorAndStreams(deployment, password, 128, (token, fleet) =>
    oneKilled(deployment, fleet, clients, token),
  );
}

async function oneKilled(
  deployment: Deployment,
  fleet: StreamFleet,
  clients: number,
  token: string,
): Promise<void> {
  const started = performance.now();
  await fleet.open(clients, 250);
  const openSeconds = (performance.now() - started) / 1000;
  const opened = fleet.tally.open;
  await sleep(2_000);
  const registering = trades(deployment, fleet, token, 40, 250, 'kill');
  await sleep(4_000);
  // How late the load generator's own thread ran while its clients came back (TLS handshakes included).
  const lag = monitorEventLoopDelay({ resolution: 20 });
  lag.enable();
  await deployment.instances[1]!.kill9();
  const failed = await registering;
  await fleet.settle(15_000);
  lag.disable();
  const { missing, clientsMissing } = fleet.arrivals();
  const back = fleet.tally.reconnectMs;
  const name = `${clients.toLocaleString('en-US')} live clients on 3 instances behind nginx, one killed`;
  figure(`${name}: clients back on another instance within`, Math.round(percentile(back, 100)), 'ms', 5_000, {
    note: `(${back.length} reconnected, p95 ${Math.round(percentile(back, 95))} ms; ${opened} open before, opened through nginx in ${openSeconds.toFixed(1)} s, ${fleet.tally.open} after; the load generator's event loop p99 ${Math.round(lag.percentile(99) / 1e6)} ms late)`,
  });
  figure(`${name}: trade deliveries missed`, missing, 'deliveries', 0, {
    note: `(40 trades to ${clients} clients, ${clientsMissing} clients missed one; ${failed} registrations failed: the ones the killed instance was writing)`,
  });
}
