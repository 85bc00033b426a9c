import { describe, expect, it } from 'vitest';
import {
  droppableTestSchemas,
  LEFTOVER_AFTER_MS,
  newTestRun,
  TEST_RUN_ENV,
  testSchemaName,
} from './pg-test-schemas.js';

describe('droppableTestSchemas', () => {
  const now = Date.UTC(2026, 10, 27, 12, 0, 0);
  const mine = newTestRun(now - 60_000);
  const beside = newTestRun(now - 30_000);
  const killed = newTestRun(now - LEFTOVER_AFTER_MS - 1_000);
  const names = [
    testSchemaName(mine),
    testSchemaName(mine),
    testSchemaName(beside),
    testSchemaName(killed),
    't_0123456789ab',
    'public',
    'bench_import_42',
  ];

  it("drops a run's own schemas and leftovers when the run ends, never a run's beside it", () => {
    expect(droppableTestSchemas(names, now, mine)).toEqual([names[0], names[1], names[3], names[4]]);
  });

  it('drops only leftovers when a run starts', () => {
    expect(droppableTestSchemas(names, now)).toEqual([names[3], names[4]]);
  });

  it.skipIf(!process.env.PG_TEST_URL)('is given the run the global setup named, in every worker', () => {
    expect(process.env[TEST_RUN_ENV]).toMatch(/^\d{10}_[0-9a-f]{6}$/);
  });
});
