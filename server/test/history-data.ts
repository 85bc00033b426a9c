import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import type { AppContext } from '../src/app-context.js';
import { loadConfig } from '../src/config/config.js';
import type { Db } from '../src/db/database.js';
import { createLocalEventBus } from '../src/events/event-bus.js';
import {
  applyRegistrationBatch,
  type RegistrationInput,
} from '../src/modules/registrations/registrations.service.js';
import { createTinyCatalogue, type TinyCatalogue, tradeInput } from './factories.js';

/**
 * Known trades over three years for the history, archive and report tests. Every figure the tests expect
 * is worked out by hand from this list (comments give the sums).
 *
 * 2024-02-28 H0b redHard SALON  1 000 kg @ 6      | 2024-02-29 H0a redHard SALON 1 000 kg @ 7
 * 2024-03-04 H1  redHard SALON 10 000 kg @ 8 (protein 12.00, hectolitre 78.00)
 * 2025-03-03 H2  redHard SALON 20 000 kg @ 10 (protein 13.00) | 2025-03-04 H3 redHard SERBEST 5 000 @ 11
 * 2025-03-04 C3  cattle 1 head @ 70 000, 480 kg live
 * 2026-03-02 H4  redHard SALON 10:00 10 000 @ 12   (protein 12.50, moisture 11.00, hectolitre 79.00)
 *            H7  redSoft SALON 10:30  5 000 @ 11   (protein 11.00)
 *            H5  redHard SALON 11:00 30 000 @ 12.5 (protein 13.50, moisture 10.50, hectolitre 80.50)
 *            H6  redHard SERBEST 12:00 100 000 @ 12.2
 *            H8  redHard SALON 13:00 1 000 @ 20 — cancelled
 *            C1  cattle 14:00 3 heads @ 90 000, 1 350 kg live
 * 2026-03-03 H9  redHard SALON 09:45 8 000 @ 12.8 | H10 feedBarley SERBEST 10:00 50 000 @ 9
 *            C2  cattle 14:00 2 heads @ 100 000, 1 000 kg live
 * 2026-03-05 H11 redSoft SERBEST 11:00 2 000 @ 11.5
 */
export interface HistoryData {
  cat: TinyCatalogue;
}

function trade(
  no: string,
  time: string,
  productId: number,
  quantity: number,
  unitPrice: string,
  more: Partial<RegistrationInput> = {},
): RegistrationInput {
  return tradeInput(no, time, productId, quantity, unitPrice, {
    city: 'KONYA',
    district: 'KARATAY',
    ...more,
  });
}

/** Creates the tiny catalogue and the trades above. */
export async function seedHistoryData(db: Db): Promise<HistoryData> {
  const cat = await createTinyCatalogue(db.kysely);
  const { redHard, redSoft, feedBarley, cattle } = cat;
  const animal = (no: string, time: string, heads: number, perHead: string, weightKg: number) =>
    trade(no, time, cattle, heads, perHead, {
      channel: 'CANLI_HAYVAN',
      headCount: heads,
      liveWeightMilli: weightKg * 1000,
    });
  await applyRegistrationBatch(db.kysely, [
    trade('H0b', '2024-02-28 10:00', redHard, 1_000, '6'),
    trade('H0a', '2024-02-29 10:00', redHard, 1_000, '7'),
    trade('H1', '2024-03-04 10:00', redHard, 10_000, '8', { proteinE2: 1200, hectoliterE2: 7800 }),
    trade('H2', '2025-03-03 10:00', redHard, 20_000, '10', { proteinE2: 1300 }),
    trade('H3', '2025-03-04 10:00', redHard, 5_000, '11', { channel: 'SERBEST' }),
    animal('C3', '2025-03-04 14:00', 1, '70000', 480),
    trade('H4', '2026-03-02 10:00', redHard, 10_000, '12', {
      proteinE2: 1250,
      moistureE2: 1100,
      hectoliterE2: 7900,
    }),
    trade('H7', '2026-03-02 10:30', redSoft, 5_000, '11', { proteinE2: 1100 }),
    trade('H5', '2026-03-02 11:00', redHard, 30_000, '12.5', {
      proteinE2: 1350,
      moistureE2: 1050,
      hectoliterE2: 8050,
    }),
    trade('H6', '2026-03-02 12:00', redHard, 100_000, '12.2', { channel: 'SERBEST' }),
    trade('H8', '2026-03-02 13:00', redHard, 1_000, '20', { status: 'IPTAL', cancelReason: 'Hatalı giriş' }),
    animal('C1', '2026-03-02 14:00', 3, '90000', 1_350),
    trade('H9', '2026-03-03 09:45', redHard, 8_000, '12.8'),
    trade('H10', '2026-03-03 10:00', feedBarley, 50_000, '9', { channel: 'SERBEST' }),
    animal('C2', '2026-03-03 14:00', 2, '100000', 1_000),
    trade('H11', '2026-03-05 11:00', redSoft, 2_000, '11.5', { channel: 'SERBEST' }),
  ]);
  return { cat };
}

/** `seedHistoryData`, answering the catalogue ids (a `seed` of `describeWithApp`). */
export async function seedHistoryCatalogue(db: Db): Promise<HistoryData['cat']> {
  return (await seedHistoryData(db)).cat;
}

/** The clock of the history tests: 2026-03-06 12:00 Istanbul, a Friday. */
export const HISTORY_NOW = new Date('2026-03-06T09:00:00Z');

/** A context on a database with a fixed clock (default `HISTORY_NOW`). */
export function historyContext(db: Db, now = HISTORY_NOW): AppContext {
  return { db, config: loadConfig({}), events: createLocalEventBus(), now: () => now };
}

/** The whole app on a context, ready for `inject`. */
export async function historyApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = await buildApp(ctx);
  await app.ready();
  return app;
}

/**
 * Two TÜRİB sessions: 2026-03-03 (two instruments, one index) and 2026-03-05 (one instrument, one index).
 */
export async function seedTuribSessions(db: Db): Promise<void> {
  const row = (
    session_date: string,
    isin: string,
    instrument: string,
    warehouse: string,
    prices: number[],
    kg: number,
    tl: number,
  ) => ({
    session_date,
    session_type: 'Normal Seans',
    isin,
    instrument,
    warehouse,
    city: 'KONYA',
    district: 'KARATAY',
    open_e4: prices[0]!,
    high_e4: prices[1]!,
    low_e4: prices[2]!,
    close_e4: prices[3]!,
    average_e4: prices[4]!,
    quantity_milli: kg * 1000,
    amount_e4: tl * 10_000,
  });
  await db.kysely
    .insertInto('turib_row')
    .values([
      row(
        '2026-03-03',
        'TRXLIDS00029',
        'MISIR SARI 2.SINIF',
        'KONYA LİDAŞ',
        [98_000, 99_500, 97_500, 99_000, 98_800],
        100_000,
        988_000,
      ),
      row(
        '2026-03-03',
        'TRXLIDS00012',
        'BUĞDAY EKMEKLİK KIRMIZI 2.SINIF',
        'KONYA LİDAŞ',
        [142_000, 143_500, 141_000, 143_000, 142_416],
        250_000,
        3_560_400,
      ),
      row(
        '2026-03-05',
        'TRXLIDS00012',
        'BUĞDAY EKMEKLİK KIRMIZI 2.SINIF',
        'KONYA LİDAŞ',
        [143_000, 144_000, 142_500, 143_500, 143_250],
        40_000,
        573_000,
      ),
    ])
    .execute();
  await db.kysely
    .insertInto('turib_index')
    .values([
      {
        session_date: '2026-03-03',
        code: 'TBE',
        name_tr: 'TÜRİB BUĞDAY ENDEKSİ',
        name_en: 'TÜRİB WHEAT INDEX',
        value_e4: 15_234_100,
        previous_e4: 15_182_000,
      },
      {
        session_date: '2026-03-05',
        code: 'TBE',
        name_tr: 'TÜRİB BUĞDAY ENDEKSİ',
        name_en: 'TÜRİB WHEAT INDEX',
        value_e4: 15_182_000,
        previous_e4: 15_234_100,
      },
    ])
    .execute();
}
