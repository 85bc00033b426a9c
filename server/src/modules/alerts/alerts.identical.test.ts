import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import type { AnyDb } from '../../db/dialect.js';
import { down, up } from '../../db/migrations/2026_11_28_0030_price_alert_identical.js';
import { isUniqueViolation } from '../../db/write-transaction.js';

describeWithApp('identical price alerts stored before migration 0030', { users: ['member'] }, (t) => {
  // Migrations see any database (they must not depend on today's table types).
  const anyDb = () => t.kysely as unknown as AnyDb;

  it('pauses every active twin but the oldest, then refuses a new active twin in the database', async () => {
    await down(anyDb());
    const user_id = t.users.member.userId;
    const alert = (threshold_e4: number | null, move_e2: number | null, active = 1) => ({
      user_id,
      class_id: 7,
      kind: threshold_e4 === null ? ('HAREKET' as const) : ('USTUNDE' as const),
      threshold_e4,
      move_e2,
      active,
      created_at: '2026-03-02T09:00:00.000Z',
    });
    await t.kysely
      .insertInto('price_alert')
      .values([
        alert(10_0000, null),
        alert(10_0000, null),
        alert(10_0000, null, 0),
        alert(10_0000, null),
        alert(null, 250),
        alert(null, 250),
        alert(11_0000, null),
      ])
      .execute();
    await up(anyDb());
    const rows = await t.kysely
      .selectFrom('price_alert')
      .select(['threshold_e4', 'move_e2', 'active'])
      .where('user_id', '=', user_id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.active)).toEqual([1, 0, 0, 0, 1, 0, 1]);
    const twin = await t.kysely
      .insertInto('price_alert')
      .values(alert(null, 250))
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(twin)).toBe(true);
    // A paused twin is no twin.
    await t.kysely
      .insertInto('price_alert')
      .values(alert(null, 250, 0))
      .execute();
  });
});
