import type { InsertObject } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A local demo Bülten: the seed it is made with, the loopback port it listens on, its name and city. */
export interface DemoInstance {
  seed: number;
  port: number;
  name: string;
  city: string;
}

/**
 * Three demo exchanges side by side on one machine (docs/OPERATIONS.md, "Neighbouring exchanges"): the default one
 * (seed 1 on port 3000) and two others seeded with `seed-demo --seed 2|3` and started on ports 3002 and
 * 3003, each with a database of its own. Each lists the other two as its peers.
 */
export const DEMO_INSTANCES: readonly DemoInstance[] = [
  { seed: 1, port: 3000, name: 'Bülten Ticaret Borsası (demo)', city: 'Konya' },
  { seed: 2, port: 3002, name: 'Polatlı Ticaret Borsası (demo)', city: 'Polatlı' },
  { seed: 3, port: 3003, name: 'Eskişehir Ticaret Borsası (demo)', city: 'Eskişehir' },
];

/** The peers a demo of a seed lists: the other two demo exchanges (seeds 2 and 3 for any other seed). */
export function demoPeerRows(seed: number, at: string): InsertObject<Database, 'peer'>[] {
  const others = DEMO_INSTANCES.filter((i) => i.seed !== seed).slice(0, 2);
  return others.map((i) => ({
    name: i.name,
    city: i.city,
    kind: 'bulten' as const,
    base_url: `http://127.0.0.1:${i.port}`,
    shown: 1,
    created_at: at,
    updated_at: at,
  }));
}
