/**
 * A market-open burst on `/` (issue 33, item 6): the rendered first view through nginx (its page cache in
 * front of three instances) against nginx serving the same bytes as a file, side by side over TLS in one
 * run, in alternating rounds.
 */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { type Deployment, type DeploymentOptions, startDeployment } from '../scripts/cluster/deployment.js';
import { freePort } from '../test/listening.js';
import { viaProxy, visitorAgent } from './_cluster-load.js';
import { median } from './_line.js';
import { figure } from './_reliability-env.js';

const ROUNDS = 5;
const SECONDS = 4;

/** nginx's http block lines of a TLS server on `port` answering `/` with the file `static/index.html.br`. */
function staticServer(name: string, port: number): (dir: string) => string {
  return (dir) =>
    `server { listen 127.0.0.1:${port} ssl http2; server_name ${name}; ` +
    `ssl_certificate ${join(dir, 'fullchain.pem')}; ssl_certificate_key ${join(dir, 'privkey.pem')}; ` +
    `gzip off; location = / { root ${join(dir, 'static')}; default_type text/html; ` +
    `add_header Content-Encoding br; add_header Cache-Control no-cache; try_files /index.html.br =404; } }`;
}

async function requestsPerSecond(name: string, port: number): Promise<number> {
  const result = await autocannon({
    url: `https://127.0.0.1:${port}/`,
    servername: name,
    connections: 16,
    duration: SECONDS,
    workers: 1,
    headers: { host: `${name}:${port}`, 'accept-encoding': 'br' },
  });
  if (result.non2xx + result.errors > 0)
    throw new Error(`${result.non2xx + result.errors} failed requests on port ${port}`);
  return result.requests.average;
}

/** Runs the comparison on a deployment of its own. */
export async function pageVersusFile(options: DeploymentOptions): Promise<void> {
  const name = options.name ?? 'bulten.test';
  const staticPort = await freePort();
  const deployment: Deployment = await startDeployment({
    ...options,
    name,
    extraHttp: staticServer(name, staticPort),
  });
  try {
    const agent = visitorAgent();
    const page = await viaProxy(
      deployment.info,
      agent,
      'GET',
      '/',
      { 'accept-encoding': 'br' },
      undefined,
      true,
    );
    agent.destroy();
    if (page.status !== 200 || !page.bytes) throw new Error(`/ answered ${page.status}`);
    const folder = join(deployment.info.dir, 'static');
    mkdirSync(folder, { recursive: true });
    chmodSync(folder, 0o755);
    writeFileSync(join(folder, 'index.html.br'), page.bytes, { mode: 0o644 });
    const proxied: number[] = [];
    const file: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternating which goes first, so neither always meets the machine warmer.
      const order = round % 2 === 0 ? ['proxy', 'file'] : ['file', 'proxy'];
      for (const which of order) {
        if (which === 'proxy') proxied.push(await requestsPerSecond(name, deployment.info.httpsPort));
        else file.push(await requestsPerSecond(name, staticPort));
      }
    }
    const share = median(proxied.map((rps, i) => rps / file[i]!));
    figure(
      '/ through nginx (page cache, 3 instances) against the same bytes as a file: share of requests/s',
      Number(share.toFixed(2)),
      '',
      0.8,
      {
        more: true,
        note: `(median of ${ROUNDS} paired ${SECONDS} s rounds: ${Math.round(median(proxied))} against ${Math.round(median(file))} req/s, ${page.bytes.length} bytes Brotli, 16 connections over TLS)`,
      },
    );
  } finally {
    await deployment.close();
  }
}
