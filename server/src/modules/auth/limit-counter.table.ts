/** A counter of hits within a window (rate limits, failed sign-ins of unknown names, their locks). */
export interface LimitCounterTable {
  /** What is counted: `<rule>:<key>`, e.g. `login-ip:192.0.2.7`. */
  key: string;
  hits: number;
  /** When the window ends, in milliseconds since 1970; a hit after it starts a new window. */
  window_ends_ms: number;
}
