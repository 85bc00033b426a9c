import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bulten, capturedCli } from '../../test/cli.js';
import { createMembers } from '../../test/csv.js';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../test/databases.js';
import type { Db } from '../db/database.js';
import { rowWhere } from '../db/rows.js';
import { verifyPassword } from '../modules/users/password.js';

// Adds the operator `ops` with its first password.
const ADD_OPERATOR = ['user', 'add', '--username', 'ops', '--password', 'Ilk-Parola-1', '--role', 'operator'];

describe.each(testDatabaseFactories())('bulten commands on $name', (factory: TestDatabaseFactory) => {
  let db: Db;

  beforeEach(async () => {
    db = await factory.open();
    await createMembers(db.kysely, ['1001']);
  });
  afterEach(async () => factory.close(db));

  it('user add, list and passwd', async () => {
    const add = capturedCli(db);
    expect(await bulten(add, ...ADD_OPERATOR)).toEqual([0]);
    expect(add.out()).toMatch(/^created user ops \(operator, id \d+\)\n$/);
    const member = capturedCli(db);
    const args = [
      '--username',
      'uye',
      '--password',
      'Uye-Parola-1',
      '--role',
      'member',
      '--member-code',
      '1001',
    ];
    expect(await bulten(member, 'user', 'add', ...args, '--phone', '5551112233', '--sms')).toEqual([0]);
    const list = capturedCli(db);
    await bulten(list, 'user', 'list');
    expect(
      list
        .out()
        .split('\n')
        .map((l) => l.split('\t').slice(1)),
    ).toEqual([
      ['username', 'role', 'member', 'phone', 'active'],
      ['ops', 'operator', '-', '-', 'yes'],
      ['uye', 'member', '1001', '5551112233', 'yes'],
      [],
    ]);
    expect(
      await bulten(capturedCli(db), 'user', 'passwd', '--username', 'ops', '--password', 'Yeni-Parola-2'),
    ).toEqual([0]);
    const user = (await rowWhere(db.kysely, 'app_user', { username: 'ops' }))!;
    expect(await verifyPassword('Yeni-Parola-2', user.password_hash)).toBe(true);
    expect(
      (
        await db.kysely
          .selectFrom('app_user')
          .select('sms_verification')
          .where('username', '=', 'uye')
          .executeTakeFirstOrThrow()
      ).sms_verification,
    ).toBe(1);
  });

  it('explains refused user commands in one line with exit code 1', async () => {
    await bulten(capturedCli(db), ...ADD_OPERATOR);
    const twice = capturedCli(db);
    expect(
      await bulten(twice, 'user', 'add', '--username', 'ops', '--password', 'x-Parola-12', '--role', 'admin'),
    ).toEqual([1]);
    expect(twice.err()).toBe('CONFLICT: user ops exists\n');
    const noCode = capturedCli(db);
    expect(
      await bulten(
        noCode,
        'user',
        'add',
        '--username',
        'm',
        '--password',
        'Uye-Parola-1',
        '--role',
        'member',
      ),
    ).toEqual([1]);
    expect(noCode.err()).toBe('VALIDATION: a member user needs a member code\n');
    const unknown = capturedCli(db);
    expect(
      await bulten(unknown, 'user', 'passwd', '--username', 'nobody', '--password', 'Yeni-Parola-2'),
    ).toEqual([1]);
    expect(unknown.err()).toBe('UNKNOWN_ID: user nobody does not exist\n');
    const badRole = capturedCli(db);
    await expect(
      bulten(badRole, 'user', 'add', '--username', 'r', '--password', 'p', '--role', 'king'),
    ).rejects.toMatchObject({
      code: 'commander.invalidArgument',
    });
    expect(badRole.err()).toContain("option '--role <role>' argument 'king' is invalid");
  });

  it('migrate and rebuild-stats', async () => {
    const migrate = capturedCli(db);
    expect(await bulten(migrate, 'migrate')).toEqual([0]);
    expect(migrate.out()).toBe('the schema is up to date\n');
    const rebuild = capturedCli(db);
    expect(await bulten(rebuild, 'rebuild-stats')).toEqual([0]);
    expect(rebuild.out()).toBe('rebuilt the statistics of 0 trading days\n');
  });
});
