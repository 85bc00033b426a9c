import type { Db } from '../db/database.js';
import { createLocalEventBus, type EventBus } from './event-bus.js';

/** The event bus for a database: in-process on SQLite (PostgreSQL fan-out comes with the live stream). */
export async function createEventBus(db: Db): Promise<EventBus> {
  void db;
  return createLocalEventBus();
}
