import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUserAndSignIn, type TestUser } from '../../../test/auth.js';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../../test/databases.js';
import { buildApp } from '../../app.js';
import type { AppContext } from '../../app-context.js';
import { loadConfig } from '../../config/config.js';
import { createLocalEventBus } from '../../events/event-bus.js';

const KVKK = '/api/v1/KVKK/KvkkMaster';
const NOTICE = { BaslikTr: 'Aydınlatma', BaslikEn: 'Notice', MetinTr: 'Metin', MetinEn: 'Text' };

describe.each(testDatabaseFactories())(
  'service account and KVKK publishing across modules on $name',
  (factory: TestDatabaseFactory) => {
    let ctx: AppContext;
    let app: FastifyInstance;
    let service: TestUser;
    let member: TestUser;

    beforeAll(async () => {
      const db = await factory.open();
      ctx = {
        db,
        config: loadConfig({ JWT_SECRET: 'roles-test-secret-0123456789-abcdefghij' }),
        events: createLocalEventBus(),
        now: () => new Date('2026-03-02T09:00:00Z'),
      };
      app = await buildApp(ctx);
      service = await createUserAndSignIn(app, ctx, 'service');
      member = await createUserAndSignIn(app, ctx, 'member');
    });
    afterAll(async () => {
      await app.close();
      await factory.close(ctx.db);
    });

    it('reads public data but gets 403 on member data, staff endpoints and KVKK consent', async () => {
      const headers = bearer(service.defaultToken);
      expect((await app.inject({ url: `${KVKK}/GetLastKvkk`, headers })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/v1/General/Kullanici/GetOwnUser', headers })).json().Rol).toBe(
        'service',
      );
      const denied = [
        app.inject({ url: `/api/v1/CMS/OnlineKullaniciBulten/GetUyeBilgileri/${member.memberId}`, headers }),
        app.inject({ method: 'POST', url: `${KVKK}/Publish`, headers, payload: NOTICE }),
        app.inject({
          method: 'POST',
          url: `${KVKK}/Create`,
          headers,
          payload: { KullaniciId: service.userId, Okundu: true, KvkkId: 1 },
        }),
      ];
      for (const res of await Promise.all(denied)) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('FORBIDDEN');
      }
    });

    it('lets an admin publish, not an operator, and a published text asks every person again', async () => {
      const operator = await createUserAndSignIn(app, ctx, 'operator');
      const admin = await createUserAndSignIn(app, ctx, 'admin');
      const publish = (user: TestUser) =>
        app.inject({
          method: 'POST',
          url: `${KVKK}/Publish`,
          headers: bearer(user.defaultToken),
          payload: NOTICE,
        });
      const check = () =>
        app.inject({ url: `${KVKK}/OnaysizKontrol/${member.userId}`, headers: bearer(member.defaultToken) });
      expect((await publish(operator)).statusCode).toBe(403);
      expect((await publish(admin)).statusCode).toBeLessThan(300);
      expect((await check()).json()).toEqual({ sonuc: 0 });
      const [latest] = (await app.inject({ url: `${KVKK}/GetLastKvkk` })).json();
      const approve = await app.inject({
        method: 'POST',
        url: `${KVKK}/Create`,
        headers: bearer(member.defaultToken),
        payload: { KullaniciId: member.userId, Okundu: true, KvkkId: latest.Id },
      });
      expect(approve.statusCode).toBe(200);
      expect((await check()).json()).toEqual({ sonuc: 1 });
      expect((await publish(admin)).statusCode).toBeLessThan(300);
      expect((await check()).json()).toEqual({ sonuc: 0 });
    });
  },
);
