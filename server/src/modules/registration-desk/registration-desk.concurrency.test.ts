import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembers } from '../../../test/csv.js';
import { type SharedTestDatabaseFactory, sharedTestDatabaseFactories } from '../../../test/databases.js';
import { createTinyCatalogue, registrationBody, type TinyCatalogue } from '../../../test/factories.js';
import { openSharedApps, type SharedApps } from '../../../test/shared-apps.js';
import { injectAs, type StaffUsers, signInStaff } from '../../../test/staff.js';
import { recomputedStats, storedStats } from '../stats/stats.check.js';

const NOW = new Date('2026-03-04T07:00:00.000Z');

function body(no: string, price: string, more: Record<string, unknown> = {}) {
  return registrationBody({ TescilNo: no, Miktar: '1000', BirimFiyat: price, ...more });
}

const codes = (answers: LightMyRequestResponse[]) => answers.map((a) => a.statusCode).sort();

// Three apps, each with its own database handle, stand for three server processes on one database.
describe.each(sharedTestDatabaseFactories())(
  'concurrent staff writes on $name',
  (factory: SharedTestDatabaseFactory) => {
    let shared: SharedApps;
    let users: StaffUsers;
    let cat: TinyCatalogue;

    const post = (i: number, url: string, payload: object) =>
      injectAs(shared.apps[i % shared.apps.length]!.app, users.operator, {
        method: 'POST',
        url: `/api/v1/Tescil/${url}`,
        payload,
      });
    const db = () => shared.apps[0]!.ctx.db.kysely;

    beforeAll(async () => {
      shared = await openSharedApps(factory, 3, () => NOW);
      cat = await createTinyCatalogue(db());
      await createMembers(db(), ['A1', 'S1']);
      users = await signInStaff(shared.apps[0]!);
    }, 30_000);
    afterAll(async () => shared.close());

    it('keeps every one of 5 rounds of 8 parallel creates on one product, day and channel, with exact statistics', async () => {
      for (let round = 0; round < 5; round += 1) {
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            post(i, 'Create', body(`P-${round}-${i}`, `${20 + round}.${i}`)),
          ),
        );
        expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
      }
      const stats = await storedStats(db());
      expect(stats).toEqual(await recomputedStats(db()));
      const key = stats.find((s) => s.product_id === cat.redHard && s.channel === 'SALON')!;
      expect(key).toMatchObject({ trade_count: 40, quantity_milli: 40_000_000, min_price_e4: 200_000 });
      expect(key.max_price_e4).toBe(247_000);
    }, 60_000);

    it('loses no correction of 3 parallel ones: the row version and its history agree', async () => {
      expect((await post(0, 'Create', body('C-1', '30'))).statusCode).toBe(200);
      const answers = await Promise.all(
        ['31', '32', '33'].map((price, i) => post(i, 'Correct/C-1', body('C-1', price))),
      );
      for (const answer of answers) {
        expect([200, 409]).toContain(answer.statusCode);
        if (answer.statusCode === 409) expect(answer.json().error.code).toBe('WRITE_CONFLICT');
      }
      const applied = answers.filter((a) => a.statusCode === 200).length;
      expect(applied).toBeGreaterThanOrEqual(1);
      const row = await db()
        .selectFrom('registration')
        .selectAll()
        .where('registration_no', '=', 'C-1')
        .executeTakeFirstOrThrow();
      const history = await db()
        .selectFrom('registration_version')
        .select('version')
        .where('registration_id', '=', row.id)
        .orderBy('version')
        .execute();
      expect(row.version).toBe(1 + applied);
      expect(history.map((h) => h.version)).toEqual(Array.from({ length: applied }, (_, i) => i + 1));
      expect(
        answers
          .filter((a) => a.statusCode === 200)
          .map((a) => a.json().Tescil.Versiyon)
          .sort(),
      ).toEqual(Array.from({ length: applied }, (_, i) => i + 2));
      expect(await storedStats(db())).toEqual(await recomputedStats(db()));
    }, 30_000);

    it('cancels once out of 3 parallel cancellations; the others get 409', async () => {
      expect((await post(0, 'Create', body('X-1', '40'))).statusCode).toBe(200);
      const answers = await Promise.all([0, 1, 2].map((i) => post(i, 'Cancel/X-1', { reason: `r${i}` })));
      expect(codes(answers)).toEqual([200, 409, 409]);
      const row = await db()
        .selectFrom('registration')
        .select(['id', 'version', 'status'])
        .where('registration_no', '=', 'X-1')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ version: 2, status: 'IPTAL' });
      const history = await db()
        .selectFrom('registration_version')
        .select('version')
        .where('registration_id', '=', row.id)
        .execute();
      expect(history).toEqual([{ version: 1 }]);
      expect(await storedStats(db())).toEqual(await recomputedStats(db()));
    }, 30_000);

    it('creates one of 3 parallel creates of one TescilNo; the others get 409', async () => {
      const answers = await Promise.all([0, 1, 2].map((i) => post(i, 'Create', body('D-1', `5${i}`))));
      expect(codes(answers)).toEqual([200, 409, 409]);
      expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().error.code)).toEqual([
        'CONFLICT',
        'CONFLICT',
      ]);
      expect(await storedStats(db())).toEqual(await recomputedStats(db()));
    }, 30_000);

    it('creates one of 3 parallel user creates with one name; the others get 409', async () => {
      const answers = await Promise.all(
        [0, 1, 2].map((i) =>
          injectAs(shared.apps[i]!.app, users.superadmin, {
            method: 'POST',
            url: '/api/v1/General/Kullanici/Create',
            payload: { KullaniciAdi: 'ayni.ad', Sifre: `parola-${i}-0123456789`, Rol: 'operator' },
          }),
        ),
      );
      expect(codes(answers)).toEqual([200, 409, 409]);
      const rows = await db().selectFrom('app_user').select('id').where('username', '=', 'ayni.ad').execute();
      expect(rows).toHaveLength(1);
    }, 30_000);
  },
);
