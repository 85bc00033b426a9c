import { afterAll, beforeAll } from 'vitest';
import { apiSignIn, cancelTrade, registerTrade } from './api';
import { E2E_USERS } from './fixtures';

/** Registers and cancels trades of one test file through the staff API, signed in as the admin. */
export interface TradeDesk {
  /** Registers a crop trade now, or at an Istanbul time `at` (kept to be cancelled after the file). */
  register(no: string, price?: string, at?: string): Promise<void>;
  /** Cancels a trade the file registered (it is not cancelled again afterwards). */
  cancel(no: string): Promise<void>;
}

/**
 * A test file's trade desk: signs the admin in before the file's tests and cancels every trade still standing
 * after them, so the e2e trades do not stay in the shared data. Call it at the top of the file.
 */
export function tradeDesk(): TradeDesk {
  let token = '';
  const standing = new Set<string>();
  beforeAll(async () => {
    token = await apiSignIn(E2E_USERS.admin);
  });
  afterAll(async () => {
    for (const no of standing) await cancelTrade(token, no);
  });
  return {
    async register(no, price, at) {
      standing.add(no);
      await registerTrade(token, no, price, at);
    },
    async cancel(no) {
      await cancelTrade(token, no);
      standing.delete(no);
    },
  };
}
