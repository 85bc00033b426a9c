import { describe, expect, it } from 'vitest';
import { DatabaseFaultError, databaseFault } from './faults.js';

const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('databaseFault', () => {
  it('reads a lost or refused connection as unavailable and a refused write as read-only, on both dialects', () => {
    const cases: [unknown, ReturnType<typeof databaseFault>][] = [
      [
        withCode('57P01', 'terminating connection due to administrator command'),
        { code: 'DATABASE_UNAVAILABLE', reason: 'postgres 57P01' },
      ],
      [withCode('08006'), { code: 'DATABASE_UNAVAILABLE', reason: 'postgres 08006' }],
      [
        withCode('28000', 'role "x" is not permitted to log in'),
        { code: 'DATABASE_UNAVAILABLE', reason: 'postgres 28000' },
      ],
      [withCode('ECONNREFUSED'), { code: 'DATABASE_UNAVAILABLE', reason: 'ECONNREFUSED' }],
      [
        withCode('25006', 'cannot execute INSERT in a read-only transaction'),
        { code: 'DATABASE_READ_ONLY', reason: 'postgres 25006' },
      ],
      [withCode('SQLITE_READONLY'), { code: 'DATABASE_READ_ONLY', reason: 'SQLITE_READONLY' }],
      [
        withCode('SQLITE_READONLY_DBMOVED'),
        { code: 'DATABASE_READ_ONLY', reason: 'SQLITE_READONLY_DBMOVED' },
      ],
      [withCode('SQLITE_IOERR_WRITE'), { code: 'DATABASE_UNAVAILABLE', reason: 'SQLITE_IOERR_WRITE' }],
      [
        new Error('wrapped', { cause: withCode('57P01') }),
        { code: 'DATABASE_UNAVAILABLE', reason: 'postgres 57P01' },
      ],
      [
        new DatabaseFaultError({ code: 'DATABASE_UNAVAILABLE', reason: 'postgres connection lost' }),
        { code: 'DATABASE_UNAVAILABLE', reason: 'postgres connection lost' },
      ],
    ];
    for (const [error, fault] of cases) expect(databaseFault(error)).toEqual(fault);
  });

  it('leaves every other error alone: conflicts, constraints, busy, plain errors', () => {
    for (const code of ['23505', '40001', '40P01', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_BUSY', '57014'])
      expect(databaseFault(withCode(code))).toBeNull();
    expect(databaseFault(new Error('Connection terminated unexpectedly'))).toBeNull();
    expect(databaseFault(null)).toBeNull();
  });
});
