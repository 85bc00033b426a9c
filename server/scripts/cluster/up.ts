/**
 * Starts the deployment of docs/DEPLOY.md on loopback ports (`deployment.ts`) for the deploy check
 * (e2e/tests/deploy.test.ts). Prints one line `CLUSTER {json}` once it answers through nginx, then takes
 * commands on standard input, one a line, each answered `OK <command> <result>` (or `FAILED <command>: <why>`):
 * `stop <i>` (SIGTERM, a drain: its time in ms), `start <i>`, `restart <i>`, `kill <i>` (SIGKILL),
 * `sql <statement>` (its rows as JSON). Everything is torn down when standard input ends or on SIGTERM.
 *
 * Environment: CLUSTER_INSTANCES (3), CLUSTER_NAME (bulten.test), CLUSTER_WEB_DIST (a built web: else built
 * here), CLUSTER_USERS (JSON list of {username, password, role, member?}), PG_ADMIN_URL
 * (postgres://postgres@127.0.0.1:5432/postgres), CLUSTER_DEMO_YEARS (0.1), CLUSTER_KEEP=1 (keep the logs).
 */
import { createInterface } from 'node:readline';
import { type Deployment, type DeploymentUser, startDeployment } from './deployment.js';

const say = (line: string) => process.stdout.write(`${line}\n`);
const note = (line: string) => process.stderr.write(`cluster: ${line}\n`);

async function command(line: string, deployment: Deployment): Promise<string> {
  const [verb, ...rest] = line.trim().split(' ');
  if (verb === 'sql') return JSON.stringify((await deployment.pool.query(rest.join(' '))).rows);
  const target = deployment.instances[Number(rest[0])];
  if (!target) throw new Error(`no instance ${rest[0]}`);
  if (verb === 'stop') return String(Math.round(await target.stop()));
  if (verb === 'start') await target.start();
  else if (verb === 'restart') {
    const ms = await target.stop();
    await target.start();
    return String(Math.round(ms));
  } else if (verb === 'kill') await target.kill9();
  else throw new Error(`unknown command ${verb}`);
  return String(target.pid);
}

async function main(): Promise<void> {
  const deployment = await startDeployment({
    instances: Number(process.env.CLUSTER_INSTANCES ?? 3),
    name: process.env.CLUSTER_NAME ?? 'bulten.test',
    users: JSON.parse(process.env.CLUSTER_USERS ?? '[]') as DeploymentUser[],
    webDist: process.env.CLUSTER_WEB_DIST,
    adminUrl: process.env.PG_ADMIN_URL,
    demoYears: process.env.CLUSTER_DEMO_YEARS,
    keep: process.env.CLUSTER_KEEP === '1',
    log: note,
  });
  process.once('SIGTERM', () => void deployment.close().then(() => process.exit(0)));
  try {
    say(`CLUSTER ${JSON.stringify(deployment.info)}`);
    for await (const line of createInterface({ input: process.stdin })) {
      if (line.trim() === '') continue;
      try {
        say(`OK ${line} ${await command(line, deployment)}`);
      } catch (error) {
        say(`FAILED ${line}: ${(error as Error).message.replace(/\n/g, ' ')}`);
      }
    }
  } finally {
    await deployment.close();
  }
}

await main().catch((error: unknown) => {
  note(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
