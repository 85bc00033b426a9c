import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseFactories } from '../../../test/databases.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { createLocalEventBus } from '../../events/event-bus.js';

const sqlite = testDatabaseFactories()[0]!;

// Writes anyone may call; every other write needs a token. A new public write is added here on purpose.
const PUBLIC_WRITES = [
  'POST /api/v1/Authentication/KullaniciGiris/KullaniciGirisYap',
  'POST /api/v1/Authentication/KullaniciGiris/OtpKontrol',
  'POST /api/v1/Authentication/KullaniciGiris/OAuthToken',
  'POST /api/v1/Authentication/KullaniciGiris/ResetSmsMobil',
  'POST /api/v1/Authentication/KullaniciGiris/ResetPassword',
  'POST /api/v1/CMS/Galeri/GetWithFilterInfo',
  // The producer's lot lookup: the check code is the credential.
  'POST /api/v1/LotSorgula',
];

const METHODS = ['post', 'put', 'patch', 'delete'] as const;

/** Every write the API documents: `METHOD /path` with `{param}` placeholders, and whether it names a bearer. */
function documentedWrites(app: FastifyInstance): Array<{ route: string; secured: boolean }> {
  const doc = app.swagger() as OpenAPIV3.Document;
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation
        ? [{ route: `${method.toUpperCase()} ${path}`, secured: (operation.security ?? []).length > 0 }]
        : [];
    }),
  );
}

describe('sign-in is checked before the body is validated', () => {
  let db: Db;
  let app: FastifyInstance;
  let writes: Array<{ route: string; secured: boolean }>;

  beforeAll(async () => {
    db = await sqlite.open();
    const config = loadConfig({ JWT_SECRET: 'before-validation-secret-0123456789-abcd' });
    app = await buildApp({ db, config, events: createLocalEventBus(), now: () => new Date() });
    await app.ready();
    writes = documentedWrites(app);
  });
  afterAll(async () => {
    await app.close();
    await sqlite.close(db);
  });

  it('documents a bearer on every write but the public ones', () => {
    expect(writes.filter((w) => !w.secured).map((w) => w.route)).toEqual(PUBLIC_WRITES);
    expect(writes.filter((w) => w.secured).length).toBeGreaterThanOrEqual(19);
  });

  it.each([
    ['no token', {}],
    ['a broken token', { authorization: 'Bearer x.y.z' }],
  ])(
    'every staff and member write answers 401 to %s with a bad body, never the field list',
    async (_, auth) => {
      const answers: string[] = [];
      for (const { route } of writes.filter((w) => w.secured)) {
        const [method, path] = route.split(' ') as ['POST', string];
        const res = await app.inject({
          method,
          url: path.replace(/\{[^}]+\}/g, 'x'),
          headers: { ...auth, lang: 'en' },
          payload: { unexpected: [1, 2, 3] },
        });
        answers.push(`${route} ${res.statusCode} ${res.json().error?.code}`);
      }
      expect(answers).toEqual(writes.filter((w) => w.secured).map((w) => `${w.route} 401 UNAUTHORIZED`));
    },
  );
});
