import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import {
  applyRegistration,
  applyRegistrationBatch,
} from '../src/modules/registrations/registrations.service.js';
import { createTinyCatalogue, type TinyCatalogue, tradeInput } from './factories.js';

const trade = tradeInput;

/**
 * The bulletin engine's market on the tiny catalogue (Istanbul times; every trade SALON unless noted):
 *
 * 2025-03-03 14:00 T7 redHard  1 000 kg @ 8         (one at a time, before the batch)
 * 2026-03-02 09:00 T1 redHard 10 000 kg @ 10.5
 *            23:59 T2 redHard  5 000 kg @ 11.25 SERBEST (late: still 2 March in Istanbul)
 *            10:00 T4 redHard  2 000 kg @ 9.9     then cancelled (through one registration)
 *            11:00 T5 redHard  4 000 kg @ 10      then corrected to 6 000 kg @ 10.25 (through a batch)
 *            12:00 T6 redSoft  1 234 kg @ 20.6843
 * 2026-03-03 00:01 T3 redHard  3 000 kg @ 12      (21:01 UTC on 2 March)
 */
export async function seedEngineMarket(db: Kysely<Database>): Promise<TinyCatalogue> {
  const cat = await createTinyCatalogue(db);
  await applyRegistration(db, trade('T7', '2025-03-03 14:00', cat.redHard, 1000, '8'));
  await applyRegistrationBatch(db, [
    trade('T1', '2026-03-02 09:00', cat.redHard, 10_000, '10.5'),
    trade('T2', '2026-03-02 23:59', cat.redHard, 5_000, '11.25', { channel: 'SERBEST' }),
    trade('T3', '2026-03-03 00:01', cat.redHard, 3_000, '12'),
    trade('T4', '2026-03-02 10:00', cat.redHard, 2_000, '9.9'),
    trade('T5', '2026-03-02 11:00', cat.redHard, 4_000, '10'),
    trade('T6', '2026-03-02 12:00', cat.redSoft, 1_234, '20.6843'),
  ]);
  // Cancellation and correction after the fact, one through each path.
  await applyRegistration(
    db,
    trade('T4', '2026-03-02 10:00', cat.redHard, 2_000, '9.9', {
      status: 'IPTAL',
      cancelReason: 'hatalı giriş',
    }),
  );
  await applyRegistrationBatch(db, [trade('T5', '2026-03-02 11:00', cat.redHard, 6_000, '10.25')]);
  return cat;
}
