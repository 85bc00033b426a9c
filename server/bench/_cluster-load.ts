/**
 * The cluster bench's visitors and operators: requests through nginx over HTTPS (the test certificate
 * accepted, the site's name sent), read loops and write loops that count every failure, and a staff token.
 */
import { Agent, request } from 'node:https';
import {
  authEndpoints,
  endpointUrl,
  istanbulClock,
  istanbulDate,
  registrationDeskEndpoints,
  systemEndpoints,
} from '@bulten/core';
import type { Deployment, DeploymentInfo } from '../scripts/cluster/deployment.js';
import { StreamFleet } from './_sse-clients.js';

/** An answer: its status (0 when the request failed), body as text and, when asked for, as bytes. */
export interface Answer {
  status: number;
  body: string;
  bytes?: Buffer;
}

/** One request to nginx over HTTPS as a visitor of the site's name. */
export function viaProxy(
  info: DeploymentInfo,
  agent: Agent,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
  raw = false,
): Promise<Answer> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: info.httpsPort,
        path,
        method,
        agent,
        servername: info.name,
        rejectUnauthorized: false,
        timeout: 30_000,
        headers: {
          host: `${info.name}:${info.httpsPort}`,
          ...headers,
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const status = res.statusCode ?? 0;
          resolve(raw ? { status, body: '', bytes } : { status, body: bytes.toString('utf8') });
        });
        res.on('error', () => resolve({ status: 0, body: '' }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, body: String(error) }));
    req.end(payload);
  });
}

/** A keep-alive HTTPS agent (a browser's few connections). */
export function visitorAgent(): Agent {
  return new Agent({ keepAlive: true, maxSockets: 2 });
}

/**
 * Runs `work` with the token of the deployment's bench operator (`bench-operator`, signed in on its first
 * instance) and phones' live streams through its nginx over HTTPS, opened `width` at a time; closes them after.
 */
export async function withOperatorAndStreams(
  deployment: Deployment,
  password: string,
  width: number,
  work: (token: string, fleet: StreamFleet) => Promise<void>,
): Promise<void> {
  const token = await benchOperatorToken(deployment, password);
  const fleet = streamsThroughProxy(deployment.info, width);
  try {
    await work(token, fleet);
  } finally {
    fleet.close();
  }
}

function benchOperatorToken(deployment: Deployment, password: string): Promise<string> {
  return staffToken(deployment.instances[0]!.port, 'bench-operator', password);
}

function streamsThroughProxy(info: DeploymentInfo, width: number): StreamFleet {
  const path = endpointUrl(systemEndpoints.LiveStream);
  return new StreamFleet({ port: info.httpsPort, path, https: { name: info.name } }, width);
}

/** Signs a staff user in (directly on an instance: its token works on every instance) and answers the token. */
export async function staffToken(instancePort: number, username: string, password: string): Promise<string> {
  const base = `http://127.0.0.1:${instancePort}`;
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    return (await res.json()) as { token: string };
  };
  const requestId = `bench-${Date.now()}`;
  const login = await post(endpointUrl(authEndpoints.KullaniciGirisYap), {
    KullaniciAdi: username,
    Sifre: password,
    Source: 'bench',
    RequestId: requestId,
  });
  const online = await post(endpointUrl(authEndpoints.OAuthToken), {
    requestId,
    authToken: login.token,
    redirectUrl: '.',
  });
  return (await post(endpointUrl(authEndpoints.StatuDegistir), { statuTipi: 1 }, online.token)).token;
}

/** A crop trade of now, as an operator registers it (`POST /api/v1/Tescil/Create`). */
export function tradeBody(no: string) {
  const now = new Date();
  return {
    TescilNo: no,
    IslemZamani: `${istanbulDate(now)} ${istanbulClock(now)}`,
    UrunKodu: '010101',
    Miktar: '1000',
    BirimFiyat: '21.5',
    Kanal: 'SERBEST',
  };
}

/** What a load loop did. */
export interface LoopTally {
  ok: number;
  failed: number;
  /** `status path` of the first failures, for the report. */
  failures: string[];
}

function count(tally: LoopTally, answer: Answer, what: string): boolean {
  if (answer.status >= 200 && answer.status < 400) {
    tally.ok += 1;
    return true;
  }
  tally.failed += 1;
  if (tally.failures.length < 5) tally.failures.push(`${answer.status} ${what} ${answer.body.slice(0, 120)}`);
  return false;
}

/**
 * `loops` visitors reading `paths` in turn, each pausing `pauseMs` between reads (the load generator shares
 * its one thread with the live clients it times), until `stop()` is true.
 */
export async function readLoops(
  info: DeploymentInfo,
  loops: number,
  paths: string[],
  stop: () => boolean,
  pauseMs = 20,
): Promise<LoopTally> {
  const tally: LoopTally = { ok: 0, failed: 0, failures: [] };
  await Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      const agent = visitorAgent();
      for (let n = loop; !stop(); n += 1) {
        const path = paths[n % paths.length]!;
        count(tally, await viaProxy(info, agent, 'GET', path, { 'accept-encoding': 'br, gzip' }), path);
        await new Promise((r) => setTimeout(r, pauseMs));
      }
      agent.destroy();
    }),
  );
  return tally;
}

/**
 * `loops` operators registering a trade each `pauseMs` until `stop()` is true; `registered` gets the numbers
 * the server accepted; `before(no)` runs before each is sent.
 */
export async function writeLoops(
  info: DeploymentInfo,
  token: string,
  loops: number,
  pauseMs: number,
  stop: () => boolean,
  before: (no: string) => void,
): Promise<LoopTally & { registered: string[] }> {
  const tally = { ok: 0, failed: 0, failures: [] as string[], registered: [] as string[] };
  const tag = Date.now().toString(36);
  await Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      const agent = visitorAgent();
      for (let n = 0; !stop(); n += 1) {
        const no = `BENCH-${tag}-${loop}-${n}`;
        before(no);
        const answer = await viaProxy(
          info,
          agent,
          'POST',
          endpointUrl(registrationDeskEndpoints.TescilCreate),
          { authorization: `Bearer ${token}` },
          tradeBody(no),
        );
        if (count(tally, answer, `POST ${no}`)) tally.registered.push(no);
        await new Promise((r) => setTimeout(r, pauseMs));
      }
      agent.destroy();
    }),
  );
  return tally;
}
