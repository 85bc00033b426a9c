import type { Config } from './config/config.js';
import type { Db } from './db/database.js';
import type { EventBus } from './events/event-bus.js';

/** What every route plugin and service needs from the running server. */
export interface AppContext {
  db: Db;
  config: Config;
  events: EventBus;
  /** The current time; tests pass a fixed clock. */
  now: () => Date;
}
