import { beforeAll, expect, it, vi } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import { createMembers } from '../../../test/csv.js';
import { createTinyCatalogue, registrationBody } from '../../../test/factories.js';
import * as repository from '../registrations/registrations.repository.js';
import { correctRegistration } from './registration-desk.service.js';

// Every read of a registration by its number, counted (the repository's own functions, still run).
vi.mock('../registrations/registrations.repository.js', async (original) => {
  const actual = await original<typeof import('../registrations/registrations.repository.js')>();
  return {
    ...actual,
    findRegistrationByNo: vi.fn(actual.findRegistrationByNo),
    lockRegistrationByNo: vi.fn(actual.lockRegistrationByNo),
  };
});

const NOW = new Date('2026-03-04T07:00:00.000Z');

describeWithApp('a desk correction', { now: NOW, users: ['operator'] }, (t) => {
  beforeAll(async () => {
    await createTinyCatalogue(t.kysely);
    await createMembers(t.kysely, ['A1', 'S1']);
  });

  const post = (url: string, payload: object) =>
    t.inject(t.users.operator, { method: 'POST', url: `/api/v1/Tescil/${url}`, payload });

  it('reads the stored registration once, in its writing transaction, and not the version it wrote', async () => {
    expect((await post('Create', registrationBody({ TescilNo: 'ONCE-1' }))).statusCode).toBe(200);
    vi.mocked(repository.findRegistrationByNo).mockClear();
    vi.mocked(repository.lockRegistrationByNo).mockClear();
    const res = await post('Correct/ONCE-1', registrationBody({ BirimFiyat: '21' }));
    expect(res.statusCode).toBe(200);
    expect(vi.mocked(repository.lockRegistrationByNo)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(repository.findRegistrationByNo)).toHaveBeenCalledTimes(0);
  });

  it('answers the version it wrote exactly as it is stored', async () => {
    const clock = { now: NOW, sessionClose: '17:00' };
    const body = registrationBody({ BirimFiyat: '22.75', Il: 'Konya', Protein: '12.5' });
    const result = await correctRegistration(t.kysely, 'ONCE-1', body as never, clock);
    expect(result.outcome).toBe('corrected');
    expect(result.row.version).toBe(3);
    expect(result.row).toEqual(await repository.findRegistrationByNo(t.kysely, 'ONCE-1'));
  });

  it('still answers an unknown number before a bad body, and a cancelled one with 409', async () => {
    const unknown = await post('Correct/NOPE-1', registrationBody({ Miktar: '-1' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('UNKNOWN_ID');
    expect((await post('Cancel/ONCE-1', { reason: 'test' })).statusCode).toBe(200);
    const cancelled = await post('Correct/ONCE-1', registrationBody({ Miktar: '-1' }));
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error.code).toBe('CONFLICT');
  });
});
