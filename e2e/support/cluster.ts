import { type ChildProcess, spawn } from 'node:child_process';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { authEndpoints, endpointUrl } from '@bulten/core';
import type { DeploymentInfo } from '../../server/scripts/cluster/deployment';
import type { E2eUser } from './fixtures';
import { REPO_ROOT } from './paths';

/** What the cluster runner (server/scripts/cluster/up.ts) reports once it answers through nginx: its deployment's info. */
export type ClusterInfo = DeploymentInfo;

/** The deployment of docs/DEPLOY.md on loopback ports: nginx, N instances, PostgreSQL. */
export interface Cluster {
  info: ClusterInfo;
  /** Sends a runner command (`stop 0`, `restart 1`, `kill 2`, `start 2`, `sql …`); answers its result. */
  command(line: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts the cluster runner as a child process (it installs nginx from Debian's packages when missing) and
 * waits for its `CLUSTER` line (at most `timeoutMs`).
 */
export async function startCluster(
  users: E2eUser[],
  options: { instances?: number; webDist?: string; timeoutMs?: number } = {},
): Promise<Cluster> {
  const env = {
    ...process.env,
    CLUSTER_INSTANCES: String(options.instances ?? 3),
    CLUSTER_USERS: JSON.stringify(users.map((u) => ({ ...u, member: u.role === 'member' }))),
    ...(options.webDist ? { CLUSTER_WEB_DIST: options.webDist } : {}),
    NODE_ENV: 'production',
  };
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'server', 'scripts', 'cluster', 'up.ts')],
    { cwd: join(REPO_ROOT, 'server'), env, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines: Interface = createInterface({ input: child.stdout! });
  const waiting: ((line: string) => void)[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let info: ClusterInfo | null = null;
  const ready = new Promise<ClusterInfo>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the cluster did not start in time')),
      options.timeoutMs ?? 300_000,
    );
    child.once('exit', (code) => reject(new Error(`the cluster runner exited with ${code}`)));
    lines.on('line', (line) => {
      if (line.startsWith('CLUSTER ')) {
        clearTimeout(timer);
        info = JSON.parse(line.slice(8)) as ClusterInfo;
        resolve(info);
      } else if (line.startsWith('OK ') || line.startsWith('FAILED ')) waiting.shift()?.(line);
    });
  });
  await ready;
  return {
    info: info!,
    command(line) {
      return new Promise((resolve, reject) => {
        waiting.push((answer) =>
          answer.startsWith(`OK ${line} `)
            ? resolve(answer.slice(line.length + 4))
            : reject(new Error(answer)),
        );
        child.stdin!.write(`${line}\n`);
      });
    },
    async close() {
      child.stdin!.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** An answer through the proxy: status, headers and the body exactly as sent (still compressed, if it was). */
export interface ProxyAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** How to send a request through the cluster's nginx. */
export interface ProxyRequest {
  method?: 'GET' | 'POST' | 'HEAD';
  headers?: Record<string, string>;
  body?: unknown;
  /** The visitor's own loopback address (127.0.0.2 stands for another visitor than the browser's). */
  localAddress?: string;
  /** Plain HTTP to nginx's port 80 stand-in instead of HTTPS. */
  plain?: boolean;
}

/**
 * Sends a request to nginx as a visitor of `bulten.test` would (the name resolved to 127.0.0.1, the test
 * certificate accepted), over a fresh connection.
 */
export function throughProxy(
  info: ClusterInfo,
  path: string,
  options: ProxyRequest = {},
): Promise<ProxyAnswer> {
  const body = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
  const port = options.plain ? info.httpPort : info.httpsPort;
  const headers: Record<string, string | number> = {
    host: `${info.name}:${port}`,
    ...options.headers,
    ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}),
  };
  const send = options.plain ? httpRequest : httpsRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers,
        servername: info.name,
        rejectUnauthorized: false,
        localAddress: options.localAddress,
        agent: false,
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${path} got no answer in 30 s`)));
    request.on('error', reject);
    request.end(body);
  });
}

/** Signs a staff user (no SMS) in through the proxy with the web's three steps; answers the default token. */
export async function signInThroughProxy(info: ClusterInfo, user: E2eUser): Promise<string> {
  const requestId = `deploy-${Date.now()}-${Math.random().toString(16).slice(2)}`;
  const post = async (path: string, body: unknown, token?: string) => {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const answer = await throughProxy(info, path, { method: 'POST', body, headers });
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${answer.body}`);
    return JSON.parse(answer.body.toString()) as { token: string };
  };
  const login = await post(endpointUrl(authEndpoints.KullaniciGirisYap), {
    KullaniciAdi: user.username,
    Sifre: user.password,
    Source: 'web',
    RequestId: requestId,
    UyeKodu: user.memberCode ?? null,
  });
  const online = await post(endpointUrl(authEndpoints.OAuthToken), {
    requestId,
    authToken: login.token,
    redirectUrl: '.',
  });
  return (await post(endpointUrl(authEndpoints.StatuDegistir), { statuTipi: 1 }, online.token)).token;
}
