import type { AppContext } from '../../app-context.js';
import { sessionStateAt } from '../figures/figures.session.js';

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
