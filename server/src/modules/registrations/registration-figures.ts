import { istanbulDate } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FigureLog } from '../figures/figure-changes.js';
import { refreshDailyStat } from '../stats/stats.repository.js';
import { replaceRegistration } from './registrations.repository.js';
import type { NewRegistration, RegistrationRow } from './registrations.table.js';

/** Statistics keys and the logged write of a correction: what a registration's change touches. */

/** The day × product × channel keys of some versions of a registration, once each. */
export function statKeys(
  ...rows: Array<Pick<NewRegistration, 'trade_date' | 'product_id' | 'channel'> | undefined>
) {
  const keys = rows
    .filter((r) => r !== undefined)
    .map((r) => ({ tradeDate: r.trade_date, productId: r.product_id, channel: r.channel }));
  return keys.filter(
    (k, i) =>
      keys.findIndex(
        (o) => o.tradeDate === k.tradeDate && o.productId === k.productId && o.channel === k.channel,
      ) === i,
  );
}

/**
 * Replaces a stored registration with its next version, refreshes the statistics of both versions' keys
 * and logs the published class and product figures the change moved (corrections in the open). The
 * caller holds both versions' days (`lockStatDays`), so the figures before are the ones last published.
 */
export async function correctLogged(
  trx: Kysely<Database>,
  log: FigureLog,
  change: { current: RegistrationRow; next: NewRegistration; kind: 'CORRECTED' | 'CANCELLED'; at: string },
): Promise<RegistrationRow> {
  const { current, next, at } = change;
  await log.watch([current, next]);
  const row = await replaceRegistration(trx, current, next, at);
  for (const key of statKeys(current, next)) await refreshDailyStat(trx, key);
  await log.record(change.kind, current.id, [current, next]);
  return row;
}

/** Every trade date a batch touches: its inputs' and the stored versions' of its numbers. */
export function batchDates(
  inputs: ReadonlyArray<{ tradedAt: Date }>,
  existing: ReadonlyMap<string, RegistrationRow>,
) {
  const dates = new Set(inputs.map((i) => istanbulDate(i.tradedAt)));
  for (const row of existing.values()) dates.add(row.trade_date);
  return [...dates];
}
