import { webConfigSchema } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import { testDatabaseFactories } from '../../../test/databases.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config/config.js';
import { createLocalEventBus } from '../../events/event-bus.js';

const [sqlite] = testDatabaseFactories();

describe('GET /config.json', () => {
  it('answers the runtime configuration from the server config', async () => {
    const db = await sqlite!.open();
    const config = loadConfig({
      EXCHANGE_NAME: 'Konya Ticaret Borsası',
      EXCHANGE_LOGO: '/kt.svg',
      SERVICE_USERNAME: 'web',
      SERVICE_PASSWORD: 'public-pw',
      REPORT_SERVICE_URL: '/rapor',
    });
    const app = await buildApp({ db, config, events: createLocalEventBus(), now: () => new Date() });
    try {
      const res = await app.inject({ url: '/config.json' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.json()).toEqual({
        apiPrefix: '/api/v1',
        reportServiceUrl: '/rapor',
        exchangeName: 'Konya Ticaret Borsası',
        exchangeLogo: '/kt.svg',
        serviceAccount: { username: 'web', password: 'public-pw' },
        liveStreamUrl: '/api/v1/Canli/Akis',
      });
      expect(webConfigSchema.parse(res.json())).toEqual(res.json());
    } finally {
      await app.close();
      await sqlite!.close(db);
    }
  });
});
