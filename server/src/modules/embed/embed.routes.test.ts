import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempFolder } from '../../../test/cli.js';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../../test/databases.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { createLocalEventBus } from '../../events/event-bus.js';

const [sqlite] = testDatabaseFactories() as [TestDatabaseFactory];

describe('the price widget pages', () => {
  let db: Db;
  let app: FastifyInstance;
  const folder = tempFolder('bulten-embed-');

  beforeAll(async () => {
    const dist = join(folder.dir, 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dist, 'embed.html'), '<!doctype html><title>widget</title>');
    db = await sqlite.open();
    const config = loadConfig({ WEB_DIST: dist });
    app = await buildApp({ db, config, events: createLocalEventBus(), now: () => new Date() });
  });
  afterAll(async () => {
    await app.close();
    await sqlite.close(db);
    folder.remove();
  });

  it('serves the widget page to any site’s iframe, for a class and for a group', async () => {
    for (const url of ['/gomulu/fiyat/12', '/gomulu/grup/3?lang=en&tema=koyu']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>widget</title>');
      expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('keeps every other page and answer out of other sites’ frames', async () => {
    for (const url of ['/', '/online-bulten/12']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    // API answers, an unknown API path too, in no frame at all (OWASP's REST set, http/security-headers.ts).
    for (const url of ['/api/v1/CMS/OnlineKullaniciBulten/GetOnlineGunlukKartlar', '/api/v1/NoSuchThing']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBeUndefined();
    }
  });
});
