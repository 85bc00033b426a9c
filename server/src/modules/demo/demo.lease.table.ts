/** A lease on work one process does at a time (SQLite; PostgreSQL uses an advisory lock). */
export interface RunnerLeaseTable {
  /** What the lease is for, e.g. `live-demo`. */
  name: string;
  /** Which process holds it (a random id per runner). */
  holder: string;
  /** When it lapses unless renewed, in milliseconds since 1970. */
  expires_ms: number;
}
