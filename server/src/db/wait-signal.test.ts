import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WaitSignal, waitSignalFor } from './wait-signal.js';

describe('wait signal', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bulten-wait-'));
  afterEach(() => rmSync(join(dir, 'db.sqlite-wait'), { force: true }));

  // Two handles of one file, each on a clock the test moves (the file's times are the wall clock's).
  function pair() {
    let now = Date.now();
    const path = join(dir, 'db.sqlite-wait');
    const clock = () => now;
    return {
      holder: new WaitSignal(path, clock),
      waiter: new WaitSignal(path, clock),
      advance(ms: number) {
        now += ms;
      },
    };
  }

  it('tells a holder once that another handle waited, the first look only taking note', () => {
    const { holder, waiter, advance } = pair();
    expect(holder.othersWaited()).toBe(false);
    waiter.give();
    expect(holder.othersWaited()).toBe(true);
    expect(holder.othersWaited()).toBe(false);
    advance(50);
    waiter.give();
    expect(holder.othersWaited()).toBe(true);
  });

  it('never counts a handle’s own wait, and touches the file at most every 20 ms', () => {
    const { holder, waiter, advance } = pair();
    expect(waiter.othersWaited()).toBe(false);
    waiter.give();
    expect(waiter.othersWaited()).toBe(false);
    expect(holder.othersWaited()).toBe(false);
    advance(5);
    waiter.give();
    expect(holder.othersWaited()).toBe(false);
  });

  it('is none for an in-memory database, the file beside the database otherwise', () => {
    expect(waitSignalFor(':memory:')).toBeUndefined();
    expect(waitSignalFor('/data/bulten.sqlite')?.path).toBe('/data/bulten.sqlite-wait');
  });
});
