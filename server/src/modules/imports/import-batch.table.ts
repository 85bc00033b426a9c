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
}
