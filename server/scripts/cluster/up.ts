/**
 * Starts the deployment the docs describe on this machine, on loopback ports: PostgreSQL database, the
 * built server as N instances behind Debian's nginx with deploy/nginx/bulten.conf and a self-signed
 * certificate. Prints one line `CLUSTER {json}` once it answers through nginx, then takes commands on
 * standard input, one a line, each answered `OK <command>` (or `FAILED <command>: <why>`):
 * `stop <i>` (SIGTERM, a drain), `start <i>`, `restart <i>`, `kill <i>` (SIGKILL), `sql <statement>`
 * (its rows as JSON). It tears everything down when standard input ends or on SIGTERM.
 *
 * Environment: CLUSTER_INSTANCES (3), CLUSTER_NAME (bulten.test), CLUSTER_WEB_DIST (a built web: else built
 * here), CLUSTER_USERS (JSON list of {username, password, role, member?}), PG_ADMIN_URL
 * (postgres://postgres@127.0.0.1:5432/postgres), CLUSTER_DEMO_YEARS (0.1).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { freePort } from '../../bench/_process.js';
import {
  buildServer,
  buildWeb,
  bulten,
  createDatabase,
  type Instance,
  instance,
  instanceEnv,
} from './instances.js';
import { ensureNginx, renderSite, selfSignedCertificate, startNginx } from './nginx.js';

interface ClusterUser {
  username: string;
  password: string;
  role: string;
  member?: boolean;
}

const say = (line: string) => process.stdout.write(`${line}\n`);
const note = (line: string) => process.stderr.write(`cluster: ${line}\n`);

async function main(): Promise<void> {
  const count = Number(process.env.CLUSTER_INSTANCES ?? 3);
  const name = process.env.CLUSTER_NAME ?? 'bulten.test';
  const users = JSON.parse(process.env.CLUSTER_USERS ?? '[]') as ClusterUser[];
  const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dir = mkdtempSync(join(tmpdir(), 'bulten-cluster-'));
  // nginx's workers (which drop root) reach its folders inside; the private key stays the owner's.
  chmodSync(dir, 0o755);
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(dir, { recursive: true, force: true })];
  const teardown = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve(cleanup()).catch(() => {});
  };
  process.once('SIGTERM', () => void teardown().then(() => process.exit(0)));
  try {
    const nginxBinary = ensureNginx(note);
    const webDist = process.env.CLUSTER_WEB_DIST ?? join(dir, 'web');
    if (!process.env.CLUSTER_WEB_DIST) buildWeb(webDist);
    buildServer();
    const database = await createDatabase(adminUrl);
    cleanups.push(() => database.drop());
    bulten(database.url, ['migrate']);
    bulten(database.url, ['seed-demo', '--seed', '1', '--years', process.env.CLUSTER_DEMO_YEARS ?? '0.1']);
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    cleanups.push(() => pool.end());
    const memberCode = (await pool.query<{ code: string }>('select code from member order by code limit 1'))
      .rows[0]?.code;
    for (const user of users) {
      const args = [
        'user',
        'add',
        '--username',
        user.username,
        '--password',
        user.password,
        '--role',
        user.role,
      ];
      if (user.member) args.push('--member-code', memberCode ?? '');
      bulten(database.url, args);
    }
    const env = instanceEnv(database.url, join(dir, 'data'), webDist);
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    const instances: Instance[] = ports.map((port, i) => instance(port, env, join(dir, `instance-${i}.log`)));
    cleanups.push(() => Promise.all(instances.map((i) => i.kill9())).then(() => {}));
    await Promise.all(instances.map((i) => i.start()));
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    const tls = selfSignedCertificate(dir, name);
    const site = renderSite({
      name,
      httpPort,
      httpsPort,
      upstreams: ports,
      ...tls,
      cacheDir: join(dir, 'nginx', 'cache'),
    });
    const nginx = await startNginx(nginxBinary, join(dir, 'nginx'), site, httpsPort);
    cleanups.push(() => nginx.stop());
    say(
      `CLUSTER ${JSON.stringify({
        name,
        https: `https://${name}:${httpsPort}`,
        http: `http://${name}:${httpPort}`,
        httpPort,
        httpsPort,
        instances: instances.map((i) => ({ port: i.port, pid: i.pid })),
        nginxPid: nginx.pid,
        databaseUrl: database.url,
        memberCode,
        dir,
      })}`,
    );
    await commands(instances, pool);
  } finally {
    await teardown();
  }
}

async function command(line: string, instances: Instance[], pool: pg.Pool): Promise<string> {
  const [verb, ...rest] = line.trim().split(' ');
  if (verb === 'sql') return JSON.stringify((await pool.query(rest.join(' '))).rows);
  const target = instances[Number(rest[0])];
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

async function commands(instances: Instance[], pool: pg.Pool): Promise<void> {
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    try {
      say(`OK ${line} ${await command(line, instances, pool)}`);
    } catch (error) {
      say(`FAILED ${line}: ${(error as Error).message.replace(/\n/g, ' ')}`);
    }
  }
}

await main().catch((error: unknown) => {
  note(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
