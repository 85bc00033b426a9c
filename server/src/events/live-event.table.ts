/** A live event as the shared log keeps it (`event-log.ts`). */
export interface LiveEventTable {
  /** The event's id on every stream: ascending in the order the events were committed. */
  id: number;
  /** When it was published, in milliseconds since 1970 (the log is pruned by age). */
  at_ms: number;
  /** The event as JSON. */
  body: string;
}
