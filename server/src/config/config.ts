import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPORT_PREFIX } from '@bulten/core';
import { type PeerConfig, peerConfig } from './peer-config.js';
import { type SmsConfig, smsConfig } from './sms-config.js';

/** Everything the server and the CLI read from the environment. */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Folder for the signing key and other generated state. */
  dataDir: string;
  /** Istanbul wall-clock time (`HH:mm`) after which a day's figures are final. */
  sessionOpen: string;
  sessionClose: string;
  demoData: boolean;
  demoLive: boolean;
  /** Years of history the demo seeds on first start (`DEMO_YEARS`, fractions allowed, default 3). */
  demoYears: number;
  tokenMinutes: number;
  jwtSecret: string | undefined;
  /** `LOT_CODE_SECRET`: key of the lot check codes printed on receipts (else derived from the signing key). */
  lotCodeSecret: string | undefined;
  exchangeName: string;
  exchangeLogo: string;
  serviceUsername: string;
  servicePassword: string;
  /** Base URL of the report service as the web should call it. */
  reportServiceUrl: string;
  /** Built web app to serve, if present. */
  webDist: string;
  logLevel: string;
  /** Proxies whose X-Forwarded-For is believed: false, true, a hop count or a list of addresses. */
  trustProxy: TrustProxy;
  /**
   * `PUBLIC_HTTPS`: visitors reach the server over HTTPS (directly or through a proxy), so the answers
   * may send HSTS and CSP `upgrade-insecure-requests`. Off by default: over plain HTTP on a LAN address
   * those would make the browser fetch every asset over https and leave the page blank.
   */
  publicHttps: boolean;
  /** How SMS codes are sent: the development outbox (default) or an HTTP provider (`SMS_*`). */
  sms: SmsConfig;
  /** Reading the neighbouring exchanges' bulletins (`PEER_*`). */
  peers: PeerConfig;
  /** `UPLOAD_MAX_MB`: the largest CSV upload accepted, in MiB (default 100); larger ones get 413. */
  uploadMaxMb: number;
  /**
   * `SIGN_IN_PER_IP_PER_MINUTE`: sign-ins (and SMS code checks) a client address may try per minute (default
   * 10); raise it when a whole trading hall reaches the server through one address.
   */
  signInPerIpPerMinute: number;
  /**
   * `DRAIN_TIMEOUT_MS`: how long a stopping server (SIGTERM) waits for its requests in flight and open
   * connections to finish before it closes them (default 20 000; systemd's TimeoutStopSec is longer).
   */
  drainTimeoutMs: number;
  /**
   * `METRICS_ALLOW`: addresses that read `/metrics` without a token when no proxy forwarded the request
   * (comma-separated; default loopback). `METRICS_TOKEN`: a bearer token that reads it from anywhere.
   */
  metricsAllow: string[];
  metricsToken: string | undefined;
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

function clock(value: string | undefined, fallback: string, name: string): string {
  const text = value?.trim() || fallback;
  if (!CLOCK.test(text)) throw new Error(`${name} must be HH:mm, got "${text}"`);
  return text;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function positiveNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return n;
}

/** Which proxies' X-Forwarded-For is believed (Fastify's `trustProxy`). */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/** `TRUST_PROXY`: unset/0/false → trust none; true → any; a number → that many hops; else addresses/CIDRs. */
function trustProxySetting(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || ['0', 'false', 'no', 'off'].includes(text.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(text.toLowerCase())) return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text;
}

/**
 * The server package's folder: the nearest one above this module with a package.json. This module runs
 * from `src/config/` in development and bundled into `dist/` in production.
 */
function serverDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

/** Reads the configuration from environment variables, with defaults for a local demo. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || './data');
  return {
    port: positiveInt(env.PORT, 3000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    sessionOpen: clock(env.SESSION_OPEN, '09:30', 'SESSION_OPEN'),
    sessionClose: clock(env.SESSION_CLOSE, '17:30', 'SESSION_CLOSE'),
    demoData: flag(env.DEMO_DATA, true),
    demoLive: flag(env.DEMO_LIVE, true),
    demoYears: positiveNumber(env.DEMO_YEARS, 3, 'DEMO_YEARS'),
    tokenMinutes: positiveInt(env.TOKEN_MINUTES, 60, 'TOKEN_MINUTES'),
    jwtSecret: env.JWT_SECRET || undefined,
    lotCodeSecret: env.LOT_CODE_SECRET || undefined,
    exchangeName: env.EXCHANGE_NAME || 'Bülten Ticaret Borsası',
    exchangeLogo: env.EXCHANGE_LOGO || '/logo.svg',
    serviceUsername: env.SERVICE_USERNAME || 'bulten-web',
    servicePassword: env.SERVICE_PASSWORD || 'bulten-web-public',
    reportServiceUrl: env.REPORT_SERVICE_URL || REPORT_PREFIX,
    webDist: resolve(env.WEB_DIST || join(serverDir(), '..', 'web', 'dist')),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    publicHttps: flag(env.PUBLIC_HTTPS, false),
    sms: smsConfig(env),
    peers: peerConfig(env),
    uploadMaxMb: positiveNumber(env.UPLOAD_MAX_MB, 100, 'UPLOAD_MAX_MB'),
    signInPerIpPerMinute: Math.floor(
      positiveNumber(env.SIGN_IN_PER_IP_PER_MINUTE, 10, 'SIGN_IN_PER_IP_PER_MINUTE'),
    ),
    drainTimeoutMs: positiveInt(env.DRAIN_TIMEOUT_MS, 20_000, 'DRAIN_TIMEOUT_MS'),
    metricsAllow: (env.METRICS_ALLOW || '127.0.0.1,::1,::ffff:127.0.0.1')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    metricsToken: env.METRICS_TOKEN || undefined,
  };
}
