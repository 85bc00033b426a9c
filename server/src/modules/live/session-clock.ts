import { istanbulClock, istanbulDate, isWeekend } from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import type { Config } from '../../config/config.js';

/** Whether the exchange's session is open at an instant, and the Istanbul date it belongs to. */
export interface SessionState {
  state: 'open' | 'closed';
  date: string;
}

/** The session state at `now`: open on weekdays from `sessionOpen` (inclusive) to `sessionClose`. */
export function sessionStateAt(
  now: Date,
  config: Pick<Config, 'sessionOpen' | 'sessionClose'>,
): SessionState {
  const date = istanbulDate(now);
  const clock = istanbulClock(now).slice(0, 5);
  const open = !isWeekend(date) && clock >= config.sessionOpen && clock < config.sessionClose;
  return { state: open ? 'open' : 'closed', date };
}

/**
 * Publishes `{type:'session'}` on the context's bus once per transition (open → closed and back),
 * checking the clock every `intervalMs`. Returns a stop function.
 */
export function startSessionClock(ctx: AppContext, intervalMs = 1_000): () => void {
  let last = sessionStateAt(ctx.now(), ctx.config).state;
  const timer = setInterval(() => {
    const current = sessionStateAt(ctx.now(), ctx.config);
    if (current.state === last) return;
    last = current.state;
    void ctx.events.publish({ type: 'session', ...current });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
