/**
 * Debian's nginx for the deploy check and the cluster bench: installed from Debian's packages when missing,
 * started as a child process (never the system's service) with deploy/nginx/bulten.conf, its name, ports,
 * certificate and cache folder replaced, inside Debian's own nginx.conf (gzip on and all) with the changes
 * docs/DEPLOY.md makes to it.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** The site configuration the docs install. */
export const NGINX_SITE = join(REPO_ROOT, 'deploy', 'nginx', 'bulten.conf');
const DEBIAN_NGINX_CONF = '/etc/nginx/nginx.conf';

function nginxBinary(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  return null;
}

/** The nginx binary, installed from Debian's packages first when missing (as root: `apt-get install nginx`). */
export function ensureNginx(log: (line: string) => void = () => {}): string {
  const found = nginxBinary();
  if (found && existsSync(DEBIAN_NGINX_CONF)) return found;
  log('nginx is missing: apt-get update && apt-get install -y nginx');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'nginx'],
  ]) {
    const run = spawnSync('apt-get', args, { env, encoding: 'utf8', timeout: 10 * 60_000 });
    if (run.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
  }
  const installed = nginxBinary();
  if (!installed) throw new Error('nginx was installed but no binary was found');
  return installed;
}

/** A self-signed certificate for `name` (openssl), valid two days. */
export function selfSignedCertificate(dir: string, name: string): { certificate: string; key: string } {
  const certificate = join(dir, 'fullchain.pem');
  const key = join(dir, 'privkey.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${name}`,
      '-addext',
      `subjectAltName=DNS:${name}`,
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  return { certificate, key };
}

/** What the check or bench changes in deploy/nginx/bulten.conf. */
export interface SiteOptions {
  name: string;
  httpPort: number;
  httpsPort: number;
  /** The instances' ports (the file names 3001-3003). */
  upstreams: number[];
  certificate: string;
  key: string;
  cacheDir: string;
}

function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const found = typeof from === 'string' ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`deploy/nginx/bulten.conf no longer holds ${String(from)}`);
  return text.replace(from, to);
}

/**
 * The site file with the name, ports, certificate and cache folder of a run; every replaced line must be in
 * the file, so the check fails when the file and the check drift apart.
 */
export function renderSite(options: SiteOptions): string {
  let text = readFileSync(NGINX_SITE, 'utf8');
  // The instances' ports, each with the parameters the file gives its servers.
  const parameters = / {4}server 127\.0\.0\.1:300\d( [^\n]*)?;\n/.exec(text)?.[1] ?? '';
  const servers = options.upstreams.map((port) => `    server 127.0.0.1:${port}${parameters};`).join('\n');
  text = replaceOnce(text, /( {4}server 127\.0\.0\.1:300\d[^\n]*\n)+/, `${servers}\n`);
  text = replaceOnce(text, /server_name bulten\.example\.org;/g, `server_name ${options.name};`);
  text = replaceOnce(text, 'listen 80;\n    listen [::]:80;', `listen 127.0.0.1:${options.httpPort};`);
  text = replaceOnce(
    text,
    'listen 443 ssl http2;\n    listen [::]:443 ssl http2;',
    `listen 127.0.0.1:${options.httpsPort} ssl http2;`,
  );
  text = replaceOnce(text, 'https://$host$request_uri', `https://$host:${options.httpsPort}$request_uri`);
  text = replaceOnce(text, '/etc/ssl/bulten/fullchain.pem', options.certificate);
  text = replaceOnce(text, '/etc/ssl/bulten/privkey.pem', options.key);
  return replaceOnce(text, '/var/cache/nginx/bulten', options.cacheDir);
}

/**
 * Debian's nginx.conf as docs/DEPLOY.md leaves it (more connections and open files for thousands of live
 * streams), with the run's own pid, logs, temporary folders and the one site; `extraHttp` adds lines to its
 * http block (the bench's static file server).
 */
export function mainConfig(dir: string, extraHttp = ''): string {
  let text = readFileSync(DEBIAN_NGINX_CONF, 'utf8');
  text = replaceOnce(text, /worker_connections \d+;/, 'worker_connections 16384;');
  text = replaceOnce(
    text,
    /^pid [^;]+;/m,
    `pid ${join(dir, 'nginx.pid')};\nworker_rlimit_nofile ${openFiles()};`,
  );
  text = text.replace(/^user [^;]+;\n/m, '');
  text = text.replace(/error_log [^;]+;/, `error_log ${join(dir, 'error.log')} warn;`);
  text = text.replace(/access_log [^;]+;/, 'access_log off;');
  text = text.replace(/\s*include \/etc\/nginx\/conf\.d\/\*\.conf;/, '');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${join(dir, 'temp', kind)};`)
    .join('\n\t');
  return replaceOnce(
    text,
    /include \/etc\/nginx\/sites-enabled\/\*;/,
    `${temp}\n\t${extraHttp}\n\tinclude ${join(dir, 'sites', '*.conf')};`,
  );
}

// 40,000 as docs/DEPLOY.md sets it, or the hard limit where a container allows less.
function openFiles(): number {
  const hard = spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim();
  return hard === 'unlimited' ? 40_000 : Math.min(40_000, Number(hard) || 40_000);
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** nginx running as a child process. */
export interface RunningNginx {
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts `nginx -g 'daemon off;'` in `dir` with a site; waits until `port` accepts connections. Its folders
 * are readable by nginx's workers (which drop root).
 */
export async function startNginx(
  binary: string,
  dir: string,
  site: string,
  port: number,
  extraHttp = '',
): Promise<RunningNginx> {
  for (const sub of ['sites', 'temp']) mkdirSync(join(dir, sub), { recursive: true });
  chmodSync(dir, 0o755);
  chmodSync(join(dir, 'temp'), 0o777);
  writeFileSync(join(dir, 'sites', 'bulten.conf'), site);
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, mainConfig(dir, extraHttp));
  // Debian's prefix stays (its modules are loaded relative to it); every path of the run is absolute.
  const args = ['-e', join(dir, 'error.log'), '-c', conf];
  const test = spawnSync(binary, ['-t', ...args], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
  const child: ChildProcess = spawn(binary, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('nginx did not listen within 10 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGTERM: nginx's fast stop (a graceful one would wait for the live streams).
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
