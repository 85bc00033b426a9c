import type { Generated } from 'kysely';

/** One chunked import: `running` while its chunks are committed, then `done` or `undone`. */
export interface ImportBatchTable {
  id: Generated<number>;
  /** Where the rows came from: `upload`, `cli` or `text`. */
  source: string;
  state: 'running' | 'done' | 'undone';
  rows: number;
  started_at: string;
  finished_at: string | null;
  /** The importing process, `host:pid` (migration 0024; null on batches from before it). */
  owner: string | null;
  /** When the owner last wrote a chunk (ISO time). */
  heartbeat_at: string | null;
}
