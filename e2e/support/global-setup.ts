import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cmsEndpoints, endpointUrl } from '@bulten/core';
import type { TestProject } from 'vitest/node';
import { buildWeb } from './build-web';
import { firstMemberCode, sampleProducts } from './database';
import { E2E_USERS, type E2eUser } from './fixtures';
import { runCli, type ServerOptions, startServer } from './server';

/** Years of demo data the e2e database gets (`E2E_DEMO_YEARS`, default 1: the shell needs little). */
const DEMO_YEARS = process.env.E2E_DEMO_YEARS ?? '1';

function addUser(options: ServerOptions, user: E2eUser, memberCode: string): void {
  const args = ['user', 'add', '--username', user.username, '--password', user.password, '--role', user.role];
  if (user.role === 'member') args.push('--member-code', memberCode);
  if ('phone' in user && user.phone) args.push('--phone', user.phone);
  if ('sms' in user && user.sms) args.push('--sms');
  runCli(options, args);
}

async function introVersion(baseUrl: string): Promise<number | null> {
  const response = await fetch(
    `${baseUrl}${endpointUrl(cmsEndpoints.GetValues, { module: 'intro', key: 'content' })}`,
  );
  if (!response.ok) return null;
  const body = (await response.json()) as { Versiyon?: number };
  return typeof body.Versiyon === 'number' ? body.Versiyon : null;
}

/** Empties the run's folder, keeping the failure screenshots and traces if a test left some. */
function removeAllButFailures(dir: string): void {
  const failures = join(dir, 'failures');
  const kept = existsSync(failures) && readdirSync(failures).length > 0;
  for (const entry of readdirSync(dir))
    if (!kept || entry !== 'failures') rmSync(join(dir, entry), { recursive: true, force: true });
  if (kept) console.error(`e2e failure screenshots and traces are kept in ${failures}`);
  else rmSync(dir, { recursive: true, force: true });
}

/** Builds the web, seeds a fresh SQLite database, creates the e2e users and starts the server on them. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'bulten-e2e-'));
  const options: ServerOptions = {
    databaseFile: join(dir, 'bulten.sqlite'),
    dataDir: join(dir, 'data'),
    logFile: join(dir, 'server.log'),
    webDist: join(dir, 'web-dist'),
  };
  buildWeb(options.webDist);
  runCli(options, ['seed-demo', '--seed', '1', '--years', DEMO_YEARS]);
  const memberCode = firstMemberCode(options.databaseFile);
  for (const user of Object.values(E2E_USERS)) addUser(options, user, memberCode);
  const server = await startServer(options);
  project.provide('e2e', {
    baseUrl: server.url,
    runDir: dir,
    databaseFile: options.databaseFile,
    webDist: options.webDist,
    memberCode,
    products: sampleProducts(options.databaseFile),
    introVersion: await introVersion(server.url),
  });
  return async () => {
    await server.stop();
    if (!process.env.E2E_KEEP) removeAllButFailures(dir);
  };
}
