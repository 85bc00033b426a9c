/**
 * The deployment docs/DEPLOY.md describes, started on this machine on loopback ports: a fresh PostgreSQL
 * database with the demo exchange, the built server as N instances, Debian's nginx in front with
 * deploy/nginx/bulten.conf and a self-signed certificate. Used by the deploy check (`up.ts`) and the
 * cluster bench.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../test/listening.js';
import {
  buildServer,
  buildWeb,
  bulten,
  createDatabase,
  type Instance,
  instance,
  instanceEnv,
} from './instances.js';
import { ensureNginx, type RunningNginx, renderSite, selfSignedCertificate, startNginx } from './nginx.js';

/** A user the deployment is given (a member user belongs to the first demo member). */
export interface DeploymentUser {
  username: string;
  password: string;
  role: string;
  member?: boolean;
}

/** What a started deployment reports. */
export interface DeploymentInfo {
  name: string;
  https: string;
  http: string;
  httpPort: number;
  httpsPort: number;
  instances: { port: number; pid: number }[];
  databaseUrl: string;
  memberCode: string;
  dir: string;
}

/** A running deployment. */
export interface Deployment {
  info: DeploymentInfo;
  instances: Instance[];
  nginx: RunningNginx;
  /** A small pool on the deployment's database (for checks). */
  pool: pg.Pool;
  close(): Promise<void>;
}

/** How to start one. */
export interface DeploymentOptions {
  instances?: number;
  name?: string;
  users?: DeploymentUser[];
  /** A built web (else built into the run's folder). */
  webDist?: string;
  /** The PostgreSQL server's maintenance database URL (a database of the run's own is made beside it). */
  adminUrl?: string;
  demoYears?: string;
  /** Keep the run's folder (logs) after it closes. */
  keep?: boolean;
  /** Lines added to nginx's http block (the bench's static file server). */
  extraHttp?: (dir: string) => string;
  /** Environment the instances get beyond the deployment's own. */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

async function seed(url: string, options: DeploymentOptions, pool: pg.Pool): Promise<string> {
  bulten(url, ['migrate']);
  bulten(url, ['seed-demo', '--seed', '1', '--years', options.demoYears ?? '0.1']);
  const member = await pool.query<{ code: string }>('select code from member order by code limit 1');
  const memberCode = member.rows[0]?.code ?? '';
  for (const user of options.users ?? []) {
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
    if (user.member) args.push('--member-code', memberCode);
    bulten(url, args);
  }
  return memberCode;
}

/** nginx with the site file for `name`, free loopback ports and a self-signed certificate, before `upstreams`. */
async function startProxy(
  binary: string,
  dir: string,
  name: string,
  upstreams: number[],
  options: DeploymentOptions,
) {
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const tls = selfSignedCertificate(dir, name);
  const nginxDir = join(dir, 'nginx');
  const site = renderSite({
    name,
    httpPort,
    httpsPort,
    upstreams,
    ...tls,
    cacheDir: join(nginxDir, 'cache'),
  });
  const nginx = await startNginx(binary, nginxDir, site, httpsPort, options.extraHttp?.(dir));
  return { nginx, httpPort, httpsPort };
}

/** Builds, seeds and starts everything; `close()` stops it and drops the database. */
export async function startDeployment(options: DeploymentOptions = {}): Promise<Deployment> {
  const name = options.name ?? 'bulten.test';
  const dir = mkdtempSync(join(tmpdir(), 'bulten-cluster-'));
  // nginx's workers (which drop root) reach its folders inside; the private key stays the owner's.
  chmodSync(dir, 0o755);
  const cleanups: (() => Promise<void> | void)[] = [
    () => (options.keep ? undefined : rmSync(dir, { recursive: true, force: true })),
  ];
  const close = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve(cleanup()).catch(() => {});
  };
  try {
    const nginxBinary = ensureNginx(options.log);
    const webDist = options.webDist ?? join(dir, 'web');
    if (!options.webDist) buildWeb(webDist);
    buildServer();
    const database = await createDatabase(options.adminUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    cleanups.push(() => database.drop());
    const pool = new pg.Pool({ connectionString: database.url, max: 4 });
    cleanups.push(() => pool.end());
    const memberCode = await seed(database.url, options, pool);
    const env = { ...instanceEnv(database.url, join(dir, 'data'), webDist), ...options.env };
    const ports = await Promise.all(Array.from({ length: options.instances ?? 3 }, () => freePort()));
    const instances = ports.map((port, i) => instance(port, env, join(dir, `instance-${i}.log`)));
    cleanups.push(() => Promise.all(instances.map((i) => i.kill9())).then(() => {}));
    await Promise.all(instances.map((i) => i.start()));
    const { nginx, httpPort, httpsPort } = await startProxy(nginxBinary, dir, name, ports, options);
    cleanups.push(() => nginx.stop());
    const info: DeploymentInfo = {
      name,
      https: `https://${name}:${httpsPort}`,
      http: `http://${name}:${httpPort}`,
      httpPort,
      httpsPort,
      instances: instances.map((i) => ({ port: i.port, pid: i.pid })),
      databaseUrl: database.url,
      memberCode,
      dir,
    };
    return { info, instances, nginx, pool, close };
  } catch (error) {
    await close();
    throw error;
  }
}
