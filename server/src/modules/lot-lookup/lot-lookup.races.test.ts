import { beforeAll, expect, it } from 'vitest';
import { nextTestIp } from '../../../test/auth.js';
import { createTinyCatalogue } from '../../../test/factories.js';
import { describeWithProcesses, statusCounts } from '../../../test/processes.js';
import { tradeInput } from '../../../test/staff.js';
import { applyRegistration } from '../registrations/registrations.service.js';
import { checkCodeOf, printedCheckCode } from './check-code.js';
import { WRONG_CODES_PER_IP, WRONG_CODES_PER_NUMBER } from './lot-lookup.limits.js';

const NOW = new Date('2026-03-04T07:00:00.000Z');

describeWithProcesses('lot lookup limits raced through three processes', { count: 3, now: NOW }, (t) => {
  const lookup = (i: number, TescilNo: string, KontrolKodu: string, ip: string) =>
    t.pick(i).app.inject({
      method: 'POST',
      url: '/api/v1/LotSorgula',
      payload: { TescilNo, KontrolKodu },
      remoteAddress: ip,
    });
  const codeOf = async (no: string) => printedCheckCode(await checkCodeOf(t.apps[0]!.ctx.config, no));

  beforeAll(async () => {
    const cat = await createTinyCatalogue(t.kysely);
    for (const no of ['R-1', 'R-2'])
      await applyRegistration(t.kysely, tradeInput(no, '2026-03-03 10:15', cat.redHard, 10_000, '20.5'), NOW);
  });

  it(`compares ${WRONG_CODES_PER_NUMBER} of 50 simultaneous wrong codes for one number, from 50 addresses`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => lookup(i, 'R-1', 'AAAA-AAAA', nextTestIp())),
    );
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({
      404: WRONG_CODES_PER_NUMBER,
      429: 50 - WRONG_CODES_PER_NUMBER,
    });
    // The number stays locked for the right code too.
    expect((await lookup(0, 'R-1', await codeOf('R-1'), nextTestIp())).statusCode).toBe(429);
  });

  it(`compares ${WRONG_CODES_PER_IP} of 60 simultaneous wrong codes for 60 numbers from one address`, async () => {
    const ip = nextTestIp();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => lookup(i, `GUESS-${i}`, 'AAAA-AAAA', ip)),
    );
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({
      404: WRONG_CODES_PER_IP,
      429: 60 - WRONG_CODES_PER_IP,
    });
    expect((await lookup(1, 'R-2', await codeOf('R-2'), ip)).statusCode).toBe(429);
    // No number the address was refused for before its code was compared lost a try.
    const counters = await t.kysely
      .selectFrom('limit_counter')
      .select('key')
      .where('key', 'like', 'lot-wrong:no:guess-%')
      .execute();
    expect(counters).toHaveLength(WRONG_CODES_PER_IP);
  });

  it('counts no right code: 6 rounds of 5 simultaneous right lookups from one address all answer, and it can still err 20 times', async () => {
    const ip = nextTestIp();
    const right = await codeOf('R-2');
    const answers = [];
    for (let round = 0; round < 6; round += 1)
      answers.push(
        ...(await Promise.all(
          Array.from({ length: WRONG_CODES_PER_NUMBER }, (_, i) => lookup(round + i, 'R-2', right, ip)),
        )),
      );
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({ 200: 30 });
    const wrong = [];
    for (let i = 0; i < WRONG_CODES_PER_IP + 1; i += 1)
      wrong.push((await lookup(i, `MISS-${i}`, 'AAAA-AAAA', ip)).statusCode);
    expect(statusCounts(wrong)).toEqual({ 404: WRONG_CODES_PER_IP, 429: 1 });
  });
});
