import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { inject } from 'vitest';
import { REPO_ROOT } from './paths';
import { type RunningServer, runCli, type ServerOptions, serverEnv, startServer } from './server';

/** The e2e server's database as the CLI opens it (`env`: more settings of the command's process). */
export function oursOptions(env: Record<string, string> = {}): ServerOptions {
  const { runDir, databaseFile, webDist } = inject('e2e');
  return { databaseFile, webDist, dataDir: join(runDir, 'data'), logFile: join(runDir, 'cli.log'), env };
}

/** Runs `bulten` on the e2e server's database (throws when it fails); answers its output. */
export function oursCli(args: string[], env: Record<string, string> = {}): string {
  return runCli(oursOptions(env), args);
}

/** Runs `bulten` on the e2e server's database without waiting: its output once it ends. */
export function oursCliLater(args: string[], env: Record<string, string> = {}): Promise<string> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join('server', 'src', 'cli', 'main.ts'), ...args],
    {
      cwd: REPO_ROOT,
      env: serverEnv(oursOptions(env)),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    out += String(chunk);
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`bulten ${args.join(' ')}: ${out}`)),
    );
  });
}

/** Another Bülten on loopback: the demo of another seed in a database of its own, reading no peers. */
export async function startBultenPeer(seed: number, name: string): Promise<RunningServer> {
  const { runDir, webDist } = inject('e2e');
  const options: ServerOptions = {
    databaseFile: join(runDir, `peer-${seed}.sqlite`),
    dataDir: join(runDir, `peer-${seed}-data`),
    logFile: join(runDir, `peer-${seed}.log`),
    webDist,
    env: { EXCHANGE_NAME: name },
  };
  runCli(options, ['seed-demo', '--seed', String(seed), '--years', '0.05']);
  return startServer(options, 5 * 60_000);
}

/** The peers of the e2e server, by the ids `peer list` prints. */
export function peerIds(): Map<string, number> {
  const lines = oursCli(['peer', 'list']).trim().split('\n').slice(1);
  return new Map(
    lines.map((line) => {
      const [id, name] = line.split('\t');
      return [name!, Number(id)];
    }),
  );
}
