import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempFolder } from './cli.js';
import { portOf } from './listening.js';

const REPO = new URL('../../', import.meta.url).pathname;
const read = (path: string) => readFileSync(join(REPO, path), 'utf8');
const setting = (unit: string, key: string) =>
  unit
    .split('\n')
    .filter((line) => line.startsWith(`${key}=`))
    .map((line) => line.slice(key.length + 1));

describe('deploy/systemd', () => {
  const folder = tempFolder('bulten-units-');
  afterAll(() => folder.remove());

  it.skipIf(!existsSync('/usr/bin/systemd-analyze'))(
    'holds units systemd-analyze verify accepts without a warning',
    () => {
      // A template is verified as one of its instances.
      copyFileSync(join(REPO, 'deploy/systemd/bulten@.service'), join(folder.dir, 'bulten@3001.service'));
      const units = [
        join(folder.dir, 'bulten@3001.service'),
        join(REPO, 'deploy/systemd/bulten-backup.service'),
        join(REPO, 'deploy/systemd/bulten-backup.timer'),
      ];
      const run = spawnSync('systemd-analyze', ['verify', '--man=no', ...units], {
        encoding: 'utf8',
        cwd: folder.dir,
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    },
  );

  it('starts the built server with the node options of npm start, one instance per upstream of nginx', () => {
    const unit = read('deploy/systemd/bulten@.service');
    const start = (JSON.parse(read('server/package.json')) as { scripts: { start: string } }).scripts.start;
    expect(setting(unit, 'ExecStart')).toEqual([`/usr/bin/node ${start.replace(/^node /, '')}`]);
    expect(setting(unit, 'Environment')).toContain('PORT=%i');
    expect(setting(unit, 'KillSignal')).toEqual(['SIGTERM']);
    // Stopping waits longer than the server's drain (DRAIN_TIMEOUT_MS, 20 s by default).
    expect(Number(setting(unit, 'TimeoutStopSec')[0])).toBeGreaterThan(20);
    const upstreams = [...read('deploy/nginx/bulten.conf').matchAll(/server 127\.0\.0\.1:(\d+)/g)].map(
      (m) => m[1],
    );
    expect(upstreams).toEqual(['3001', '3002', '3003']);
    expect(read('docs/DEPLOY.md')).toContain('systemctl enable --now bulten@3001 bulten@3002 bulten@3003');
  });

  it('backs up every night with the CLI’s node options, keeping the newest 14', () => {
    const service = read('deploy/systemd/bulten-backup.service');
    const shebang = read('server/bin/bulten.js').split('\n')[0]!;
    const options = shebang.replace('#!/usr/bin/env -S node ', '');
    expect(setting(service, 'ExecStart')).toEqual([
      `/usr/bin/node ${options} bin/bulten.js backup --keep 14 /var/backups/bulten`,
    ]);
    expect(setting(read('deploy/systemd/bulten-backup.timer'), 'OnCalendar')).toEqual(['*-*-* 02:30:00']);
  });
});

describe('deploy/rolling-restart.sh', () => {
  const folder = tempFolder('bulten-rolling-');
  const servers: Server[] = [];
  afterAll(async () => {
    for (const server of servers) await new Promise((r) => server.close(r));
    folder.remove();
  });

  async function instance(notReadyTimes: number): Promise<number> {
    let asked = 0;
    const server = createServer((_req, res) => {
      asked += 1;
      res.writeHead(asked > notReadyTimes ? 200 : 503).end();
    });
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return portOf(server);
  }

  it('restarts each instance in turn, the next only once the last answers ready, and stops when one never does', async () => {
    const ports = [await instance(2), await instance(0), await instance(1_000)];
    const calls = join(folder.dir, 'calls');
    // A stand-in for systemctl that notes what it was asked.
    writeFileSync(join(folder.dir, 'systemctl'), `#!/bin/sh\necho "$@" >> ${calls}\n`);
    chmodSync(join(folder.dir, 'systemctl'), 0o755);
    // Run asynchronously: the stand-in instances answer from this process.
    const child = spawn('sh', [join(REPO, 'deploy/rolling-restart.sh')], {
      env: {
        ...process.env,
        PATH: `${folder.dir}:${process.env.PATH}`,
        BULTEN_PORTS: ports.join(' '),
        BULTEN_READY_TRIES: '3',
      },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const status = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    const run = { status, stderr };
    expect(readFileSync(calls, 'utf8').trim().split('\n')).toEqual(ports.map((p) => `restart bulten@${p}`));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`bulten@${ports[2]} is not ready`);
  }, 30_000);
});
