import type { LiveEvent } from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import { today } from '../figures/figures.session.js';
import { type AlertDelivery, evaluateAlerts } from './alerts.evaluate.js';

/** The alert evaluator of a running server: fed by the event bus, one evaluation at a time. */
export interface AlertEvaluator {
  /** Resolves once every event received so far has been evaluated. */
  idle(): Promise<void>;
  stop(): void;
}

const evaluators = new WeakMap<AppContext, AlertEvaluator>();

/** The evaluator started for a context (tests wait on its `idle()`). */
export function alertEvaluatorOf(ctx: AppContext): AlertEvaluator | undefined {
  return evaluators.get(ctx);
}

/**
 * Subscribes to registration events (a trade, a cancellation, a batch's `figures`) of today's session and
 * evaluates the alerts of the classes they touched. Events that arrive while an evaluation runs are
 * merged into the next one, so a burst of trades costs a few evaluations, not one each; a firing is
 * recorded once per alert and day whatever the number of processes (`recordFiring`).
 */
export function startAlertEvaluator(ctx: AppContext, delivery: AlertDelivery): AlertEvaluator {
  let pending: Set<number> | 'all' | null = null;
  let running: Promise<void> = Promise.resolve();
  let busy = false;

  const add = (event: LiveEvent) => {
    const day = today(ctx);
    if ((event.type === 'trade' || event.type === 'cancel') && event.tradeDate === day) {
      const set: Set<number> | 'all' = pending ?? new Set<number>();
      if (set !== 'all') set.add(event.productId);
      pending = set;
    } else if (event.type === 'figures' && event.dates.includes(day)) {
      pending = 'all';
    } else return;
    if (!busy) running = drain();
  };

  async function drain(): Promise<void> {
    busy = true;
    try {
      while (pending !== null) {
        const batch: Set<number> | 'all' = pending;
        pending = null;
        try {
          await evaluateAlerts(ctx, delivery, batch === 'all' ? 'all' : [...batch], today(ctx));
        } catch (error) {
          delivery.log.error({ err: error }, 'price alerts: evaluation failed');
        }
      }
    } finally {
      busy = false;
    }
  }

  const unsubscribe = ctx.events.subscribe(add);
  const evaluator: AlertEvaluator = {
    idle: async () => {
      while (busy || pending !== null) await running;
    },
    stop: unsubscribe,
  };
  evaluators.set(ctx, evaluator);
  return evaluator;
}
