import { describe, expect, it } from 'vitest';
import { testDatabaseFactories } from '../../../test/databases.js';
import { purgeExpired } from './auth.repository.js';
import { createOutboxSmsSender, maskPhone } from './sms.js';

describe('maskPhone', () => {
  it.each([
    ['+90 532 123 45 12', '+90 5** *** ** 12'],
    ['+905321234512', '+90 5** *** ** 12'],
    ['05321234598', '+90 5** *** ** 98'],
    ['532 123 45 07', '+90 5** *** ** 07'],
    ['+1 555 123 4567', '*** 67'],
    ['7', '*** *7'],
  ])('masks %s as %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});

describe.each(testDatabaseFactories())('outbox sender and purge on $name', (factory) => {
  it('writes the message to sms_outbox and logs only the masked number', async () => {
    const db = await factory.open();
    try {
      const logged: string[] = [];
      const log = { info: (message: string) => void logged.push(message) } as unknown as Parameters<
        typeof createOutboxSmsSender
      >[1];
      const sender = createOutboxSmsSender(db.kysely, log, () => new Date('2026-03-02T09:00:00Z'));
      await sender.send('+905321234512', 'Kodunuz: 123456');
      expect(
        await db.kysely.selectFrom('sms_outbox').select(['phone', 'body', 'created_at']).execute(),
      ).toEqual([
        { phone: '+905321234512', body: 'Kodunuz: 123456', created_at: '2026-03-02T09:00:00.000Z' },
      ]);
      expect(logged).toEqual(['SMS queued to +90 5** *** ** 12']);
    } finally {
      await factory.close(db);
    }
  });

  it('purges only sessions and codes that expired before the cut-off', async () => {
    const db = await factory.open();
    try {
      const k = db.kysely;
      const { id: userId } = await k
        .insertInto('app_user')
        .values({
          username: 'u',
          password_hash: 'x',
          role: 'operator',
          member_id: null,
          full_name: 'u',
          phone: null,
          email: null,
          sms_verification: 0,
          failed_attempts: 0,
          locked_until: null,
          active: 1,
          created_at: 'c',
          updated_at: 'u',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const session = (id: string, expires_at: string) => ({
        id,
        user_id: userId,
        created_at: 'c',
        expires_at,
        revoked_at: null,
        ip: null,
        user_agent: null,
      });
      await k
        .insertInto('auth_session')
        .values([session('old', '2026-03-01T00:00:00.000Z'), session('new', '2026-03-03T00:00:00.000Z')])
        .execute();
      const code = (request_id: string, expires_at: string) => ({
        user_id: userId,
        purpose: 'LOGIN' as const,
        request_id,
        code_hash: 'h',
        expires_at,
        used_at: null,
        attempts: 0,
      });
      await k
        .insertInto('one_time_code')
        .values([code('old', '2026-03-01T00:00:00.000Z'), code('new', '2026-03-03T00:00:00.000Z')])
        .execute();
      expect(await purgeExpired(k, '2026-03-02T00:00:00.000Z')).toBe(2);
      expect((await k.selectFrom('auth_session').select('id').execute()).map((r) => r.id)).toEqual(['new']);
      expect(
        (await k.selectFrom('one_time_code').select('request_id').execute()).map((r) => r.request_id),
      ).toEqual(['new']);
    } finally {
      await factory.close(db);
    }
  });
});
