import { istanbulClock, istanbulDate, istanbulInstantAt, isWeekend } from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import type { Config } from '../../config/config.js';

/** Whether the exchange's session is open at an instant, and the Istanbul date it belongs to. */
export interface SessionState {
  state: 'open' | 'closed';
  date: string;
}

/** Today's Istanbul date at the context's clock. */
export function today(ctx: Pick<AppContext, 'now'>): string {
  return istanbulDate(ctx.now());
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

/** Where the session of an instant's day stands: not open yet, open, or closed (after its close, or none that day). */
export type SessionPhase = 'before' | 'open' | 'closed';

/** The session's phase at `now` (weekdays only have a session, from `sessionOpen` to `sessionClose`). */
export function sessionPhaseAt(
  now: Date,
  config: Pick<Config, 'sessionOpen' | 'sessionClose'>,
): SessionPhase {
  const { state, date } = sessionStateAt(now, config);
  if (state === 'open') return 'open';
  return !isWeekend(date) && istanbulClock(now).slice(0, 5) < config.sessionOpen ? 'before' : 'closed';
}

/** Whether the session is open at the context's time. */
export function sessionOpen(ctx: Pick<AppContext, 'now' | 'config'>): boolean {
  return sessionStateAt(ctx.now(), ctx.config).state === 'open';
}

// The instant a day's session closes, per date and closing time (time-zone arithmetic is not cheap).
const closings = new Map<string, Date>();

/** Whether a day's figures are final (its session closed) at the context's current time; else preliminary. */
export function isFinal(ctx: Pick<AppContext, 'now' | 'config'>, date: string): boolean {
  return isFinalAt(date, ctx.now(), ctx.config.sessionClose);
}

/** Whether a day's figures are final at `now` when the session closes at `sessionClose` (`HH:mm`). */
export function isFinalAt(date: string, now: Date, sessionClose: string): boolean {
  const key = `${date} ${sessionClose}`;
  let close = closings.get(key);
  if (!close) {
    if (closings.size > 10_000) closings.clear();
    close = istanbulInstantAt(date, sessionClose);
    closings.set(key, close);
  }
  return now.getTime() >= close.getTime();
}

/**
 * The session's closing time a writer assumes when its caller names none (tests, tools): the default of
 * `SESSION_CLOSE` (`config.ts`). The server, the CLI and the demo pass their configuration's.
 */
export const DEFAULT_SESSION_CLOSE = '17:30';
