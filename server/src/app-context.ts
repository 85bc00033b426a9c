import type { Config } from './config/config.js';
import type { Db } from './db/database.js';
import type { EventBus } from './events/event-bus.js';
import type { Lifecycle } from './http/lifecycle.js';
import type { SmsSender } from './modules/auth/sms.js';

/** What every route plugin and service needs from the running server. */
export interface AppContext {
  db: Db;
  config: Config;
  events: EventBus;
  /** The current time; tests pass a fixed clock. */
  now: () => Date;
  /** SMS provider; when absent, messages go to the `sms_outbox` table (development sender). */
  sms?: SmsSender;
  /** How the server stops (`main.ts`): draining for a rolling restart; absent in tests and the CLI. */
  lifecycle?: Lifecycle;
}
