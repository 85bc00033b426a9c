import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { testDatabaseFactories } from '../../test/databases.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import { createLocalEventBus } from '../events/event-bus.js';

// A stand-in for the web's server renderer that reads the health route in-process.
const RENDERER = `export async function render(input) {
  const health = await (await input.fetch('/api/health')).json();
  return { html: '<main>' + health.status + '</main>', feature: 'dashboard', state: '{}' };
}
export const isAppPath = (pathname) => pathname === '/';
`;

it("answers a server-rendered page's in-process API calls from the visitor's address", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'bulten-web-address-'));
  mkdirSync(join(dir, 'assets', 'i18n'), { recursive: true });
  mkdirSync(join(dir, 'ssr'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, 'index.html'),
    '<html lang="tr"><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'i18n', 'tr.json'), '{}');
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(dir, 'ssr', 'entry-server.js'), RENDERER);
  const [factory] = testDatabaseFactories();
  const db = await factory!.open();
  const lines: string[] = [];
  const ctx = {
    db,
    config: loadConfig({ WEB_DIST: dir }),
    events: createLocalEventBus(),
    now: () => new Date(),
  };
  const app = await buildApp(ctx, {
    logger: { level: 'info', stream: { write: (line) => void lines.push(line) } },
  });
  try {
    const page = await app.inject({ url: '/', remoteAddress: '198.51.100.9' });
    expect(page.body).toContain('<main>ok</main>');
    const requests = lines
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string; remoteAddress: string } })
      .filter((l) => l.msg === 'incoming request')
      .map((l) => [l.req?.url, l.req?.remoteAddress]);
    // The page, and the configuration and health reads its renderer made, all from the visitor.
    expect(requests).toEqual([
      ['/', '198.51.100.9'],
      ['/config.json', '198.51.100.9'],
      ['/api/health', '198.51.100.9'],
    ]);
  } finally {
    await app.close();
    await factory!.close(db);
    rmSync(dir, { recursive: true, force: true });
  }
});
