import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../../test/databases.js';
import { createTinyCatalogue, type TinyCatalogue } from '../../../test/factories.js';
import type { AppContext } from '../../app-context.js';
import { loadConfig } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { createLocalEventBus } from '../../events/event-bus.js';
import { AppError } from '../../http/app-error.js';
import { channelParam } from '../../http/params.js';
import { getCatalogue, invalidateCatalogue, resolveItem, selectionOf } from './catalogue.cache.js';

function appError(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('did not throw');
}

describe('channelParam', () => {
  it('maps the channel names, TUMU and nothing', () => {
    expect(channelParam('SALON')).toEqual(['SALON']);
    expect(channelParam('serbest')).toEqual(['SERBEST']);
    expect(channelParam('CANLI_HAYVAN')).toEqual(['CANLI_HAYVAN']);
    expect(channelParam('TUMU')).toBeUndefined();
    expect(channelParam(undefined)).toBeUndefined();
    expect(channelParam('')).toBeUndefined();
  });

  it('rejects anything else with 400 BAD_CHANNEL', () => {
    expect(appError(() => channelParam('BORSA'))).toMatchObject({ status: 400, code: 'BAD_CHANNEL' });
    expect(appError(() => channelParam('1'))).toMatchObject({ status: 400, code: 'BAD_CHANNEL' });
  });
});

describe.each(testDatabaseFactories())('selection on $name', (factory: TestDatabaseFactory) => {
  let db: Db;
  let cat: TinyCatalogue;
  let ctx: AppContext;

  beforeAll(async () => {
    db = await factory.open();
    cat = await createTinyCatalogue(db.kysely);
    ctx = {
      db,
      config: loadConfig({}),
      events: createLocalEventBus(),
      now: () => new Date('2026-03-02T12:00:00Z'),
    };
  });
  afterAll(async () => {
    vi.useRealTimers();
    await factory.close(db);
  });

  it('resolves group, class and product ids to the products under them', async () => {
    const catalogue = await getCatalogue(ctx);
    expect(selectionOf(resolveItem(catalogue, cat.wheatGroup))).toEqual({
      productIds: [cat.redHard, cat.redSoft],
    });
    expect(selectionOf(resolveItem(catalogue, cat.redClass), ['SALON'])).toEqual({
      productIds: [cat.redHard, cat.redSoft],
      channels: ['SALON'],
    });
    expect(selectionOf(resolveItem(catalogue, cat.cattle))).toEqual({ productIds: [cat.cattle] });
  });

  it('answers 400 UNKNOWN_ID for a missing id or a node of the wrong level', async () => {
    const catalogue = await getCatalogue(ctx);
    expect(appError(() => resolveItem(catalogue, 999_999))).toMatchObject({
      status: 400,
      code: 'UNKNOWN_ID',
    });
    expect(appError(() => resolveItem(catalogue, cat.redClass, ['GROUP']))).toMatchObject({
      code: 'UNKNOWN_ID',
    });
    expect(resolveItem(catalogue, cat.wheatGroup, ['GROUP']).code).toBe('BUG');
  });

  it('caches the tree, reads it again after a figures event, and notices changes made elsewhere', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const rename = (name: string) =>
      db.kysely
        .updateTable('catalogue_item')
        .set({ name_tr: name })
        .where('id', '=', cat.barleyClass)
        .execute();
    const first = await getCatalogue(ctx);
    expect(await getCatalogue(ctx)).toBe(first);
    // Read again after a figures event: the same rows keep the same tree (nothing built anew).
    await ctx.events.publish({ type: 'figures', dates: ['2026-03-02'] });
    expect(await getCatalogue(ctx)).toBe(first);
    // Another process renames a class: seen once the recheck interval has passed.
    await rename('ARPA SINIFI');
    expect((await getCatalogue(ctx)).nodes.get(cat.barleyClass)?.nameTr).toBe('ARPA');
    vi.advanceTimersByTime(5_000);
    expect((await getCatalogue(ctx)).nodes.get(cat.barleyClass)?.nameTr).toBe('ARPA SINIFI');
    const third = await getCatalogue(ctx);
    vi.advanceTimersByTime(5_000);
    expect(await getCatalogue(ctx)).toBe(third);
    // A change the signature cannot see (same length) is seen at once after the event announcing it.
    await rename('ARPA SINIFJ');
    await ctx.events.publish({ type: 'figures', dates: [] });
    const fourth = await getCatalogue(ctx);
    expect(fourth).not.toBe(third);
    expect(fourth.nodes.get(cat.barleyClass)?.nameTr).toBe('ARPA SINIFJ');
    await rename('ARPA');
    invalidateCatalogue(db);
    expect((await getCatalogue(ctx)).nodes.get(cat.barleyClass)?.nameTr).toBe('ARPA');
    vi.useRealTimers();
  });
});
