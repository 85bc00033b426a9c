import SQLite from 'better-sqlite3';
import { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type SharedTestDatabase, sharedTestDatabaseFactories } from '../../test/databases.js';
import type { Db } from './database.js';
import type { Database } from './schema.js';
import { WaitingSqliteDialect } from './sqlite-waiting.js';
import { WaitSignal } from './wait-signal.js';
import { WriteTurns } from './write-turns.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The longest gap between ticks of a 5 ms timer while it runs: how long the event loop was blocked. */
function eventLoopLag() {
  let last = performance.now();
  let worst = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
  }, 5);
  return () => {
    clearInterval(timer);
    return worst;
  };
}

const days = async (db: Db) =>
  (await db.kysely.selectFrom('stat_day_lock').select('trade_date').orderBy('trade_date').execute()).map(
    (r) => r.trade_date,
  );

/** One row written in a transaction of its own. */
const writeDay = (db: Kysely<Database>, day: string) =>
  db.transaction().execute((trx) => trx.insertInto('stat_day_lock').values({ trade_date: day }).execute());

/** `WriteTurns` that records each pause it asks for and what each `began` was told. */
class RecordingTurns extends WriteTurns {
  readonly pauses: number[] = [];
  readonly seen: boolean[] = [];

  override pauseBeforeNext(othersWait?: boolean): number {
    const pause = super.pauseBeforeNext(othersWait);
    this.pauses.push(pause);
    return pause;
  }

  override began(othersWrote: boolean): void {
    this.seen.push(othersWrote);
    super.began(othersWrote);
  }
}

// Two handles on one file stand for two processes: `a` keeps the write lock across real timer gaps.
describe('SQLite handles sharing one file', () => {
  const factory = sharedTestDatabaseFactories().find((f) => f.name === 'sqlite')!;
  let shared: SharedTestDatabase;
  let a: Db;
  let b: Db;

  beforeEach(async () => {
    shared = await factory.create();
    a = shared.open();
    b = shared.open();
  });
  afterEach(async () => {
    await a.kysely.destroy();
    await b.kysely.destroy();
    shared.remove();
  });

  it('waits for the other handle’s write lock without blocking the event loop, then writes', async () => {
    const holding = a.kysely.transaction().execute(async (trx) => {
      await trx.insertInto('stat_day_lock').values({ trade_date: 'a' }).execute();
      await sleep(400);
    });
    await sleep(30);
    const lag = eventLoopLag();
    await b.kysely.insertInto('stat_day_lock').values({ trade_date: 'b' }).execute();
    await writeDay(b.kysely, 'c');
    const worst = lag();
    await holding;
    expect(await days(b)).toEqual(['a', 'b', 'c']);
    expect(worst).toBeLessThan(150);
  });

  it('lets a transaction that read first still write after the other handle wrote meanwhile', async () => {
    const reading = b.kysely.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('stat_day_lock').selectAll().execute();
      await sleep(200);
      await trx
        .insertInto('stat_day_lock')
        .values({ trade_date: `b${before.length}` })
        .execute();
    });
    await sleep(30);
    await a.kysely.insertInto('stat_day_lock').values({ trade_date: 'a' }).execute();
    await reading;
    expect(await days(a)).toEqual(['a', 'b0']);
  });

  it('tells its turns whether another connection committed since its last transaction', async () => {
    const turns = new RecordingTurns();
    const file = new SQLite(a.location);
    const watched = new Kysely<Database>({
      dialect: new WaitingSqliteDialect({ database: file }, { turns }),
    });
    try {
      await writeDay(watched, 'w1');
      await writeDay(watched, 'w2');
      await writeDay(b.kysely, 'b1');
      await writeDay(watched, 'w3');
      await writeDay(watched, 'w4');
      await b.kysely.insertInto('stat_day_lock').values({ trade_date: 'b2' }).execute();
      await writeDay(watched, 'w5');
    } finally {
      await watched.destroy();
    }
    // Its own commits never count; another handle's, in or out of a transaction, do once.
    expect(turns.seen).toEqual([false, false, true, false, true]);
  });

  it('makes way when another handle waited for the lock, even one that gave up without writing', async () => {
    const turns = new RecordingTurns();
    const signal = () => new WaitSignal(`${a.location}-wait`);
    // Both in this process: a synchronous wait (better-sqlite3 waits 5 s by default) would hold the holder up.
    const handle = () => new SQLite(a.location, { timeout: 20 });
    const watched = new Kysely<Database>({
      dialect: new WaitingSqliteDialect({ database: handle() }, { turns, signal: signal() }),
    });
    const impatient = new Kysely<Database>({
      dialect: new WaitingSqliteDialect({ database: handle() }, { maxWaitMs: 100, signal: signal() }),
    });
    try {
      await writeDay(watched, 'w1');
      const holding = watched.transaction().execute(async (trx) => {
        await trx.insertInto('stat_day_lock').values({ trade_date: 'w2' }).execute();
        await sleep(300);
      });
      await sleep(30);
      await expect(writeDay(impatient, 'i1')).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
      await holding;
      await writeDay(watched, 'w3');
      await writeDay(watched, 'w4');
    } finally {
      await watched.destroy();
      await impatient.destroy();
    }
    // Nobody else committed: the third transaction hears of the wait and leaves the lock free first (the
    // second held it 300 ms), the fourth hears of nothing new.
    expect(turns.seen).toEqual([false, false, true, false]);
    expect(turns.pauses.map((pause) => pause > 0)).toEqual([false, false, true, false]);
    expect(await days(b)).toEqual(['w1', 'w2', 'w3', 'w4']);
  });

  it('rolls back a transaction whose start failed after BEGIN, leaving the lock free', async () => {
    let fail = true;
    const turns = new (class extends WriteTurns {
      override began(othersWrote: boolean) {
        if (fail) throw new Error('turns broke');
        super.began(othersWrote);
      }
    })();
    const watched = new Kysely<Database>({
      dialect: new WaitingSqliteDialect({ database: new SQLite(a.location) }, { turns }),
    });
    try {
      await expect(writeDay(watched, 'w1')).rejects.toThrow('turns broke');
      await b.kysely.insertInto('stat_day_lock').values({ trade_date: 'b1' }).execute();
      fail = false;
      await writeDay(watched, 'w2');
    } finally {
      await watched.destroy();
    }
    expect(await days(b)).toEqual(['b1', 'w2']);
  });
});
