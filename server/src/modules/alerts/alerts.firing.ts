import { type LiveEvent, priceUnitLabel } from '@bulten/core';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { maskPhone, type SmsSender } from '../auth/sms.js';
import { getCatalogue } from '../catalogue/catalogue.cache.js';
import { type CatalogueNode, nodeName } from '../catalogue/catalogue.service.js';
import { changeSince } from '../figures/figures.rollup.js';
import { type NodeDay, nodeDaysOn } from '../figures/figures.service.js';
import { isFinal, sessionPhaseAt, today } from '../figures/figures.session.js';
import { pendingAlerts, phoneOfUser, recordFiring } from './alerts.repository.js';
import type { PriceAlertRow } from './alerts.table.js';
import { alertText } from './alerts.text.js';

/** Whether a class's day passes an alert; the day's change against the previous trading day (e2 %) either way. */
export function alertPasses(alert: PriceAlertRow, day: Pick<NodeDay, 'averageE4' | 'previous'>) {
  const change = changeSince(day.averageE4, day.previous?.averageE4);
  const changeE2 = change ? change.percentE2 : null;
  if (alert.kind === 'USTUNDE')
    return { passes: day.averageE4 >= (alert.threshold_e4 ?? Infinity), changeE2 };
  if (alert.kind === 'ALTINDA')
    return { passes: day.averageE4 <= (alert.threshold_e4 ?? -Infinity), changeE2 };
  return { passes: changeE2 !== null && Math.abs(changeE2) >= (alert.move_e2 ?? Infinity), changeE2 };
}

/** What evaluating needs besides the context: the SMS sender and a log for what could not be sent. */
export interface AlertDelivery {
  sms: SmsSender;
  log: FastifyBaseLogger;
}

async function fire(
  ctx: AppContext,
  delivery: AlertDelivery,
  alert: PriceAlertRow,
  day: NodeDay,
  changeE2: number | null,
) {
  const now = ctx.now();
  const firing = {
    alert_id: alert.id,
    user_id: alert.user_id,
    class_id: alert.class_id,
    trade_date: day.date,
    fired_at: now.toISOString(),
    final: isFinal(ctx, day.date) ? 1 : 0,
    // What the message says of the session is what it was at this moment.
    session_phase: sessionPhaseAt(now, ctx.config),
    kind: alert.kind,
    threshold_e4: alert.threshold_e4,
    move_e2: alert.move_e2,
    average_e4: day.averageE4,
    change_e2: changeE2,
  };
  // The unique (alert, day) key decides: only the process whose row went in sends the message.
  if (!(await recordFiring(ctx.db.kysely, firing))) return;
  const phone = await phoneOfUser(ctx.db.kysely, alert.user_id);
  if (!phone) return;
  const unit = day.unit ? priceUnitLabel(day.unit, 'tr') : '';
  try {
    await delivery.sms.send(phone, alertText({ id: 0, ...firing }, nodeName(day.node, 'tr'), unit, 'tr'));
  } catch (error) {
    // The inbox has it; a provider failure must not stop the other alerts.
    delivery.log.warn({ err: error }, `price alert ${alert.id}: SMS to ${maskPhone(phone)} not sent`);
  }
}

/**
 * Evaluates the active alerts on the classes of some products against their figures of `date`, firing
 * each that passes and has not fired on that day (at most once per alert and trading day).
 */
export async function evaluateAlerts(
  ctx: AppContext,
  delivery: AlertDelivery,
  productIds: readonly number[] | 'all',
  date: string,
): Promise<void> {
  const catalogue = await getCatalogue(ctx);
  const classIds =
    productIds === 'all'
      ? [...catalogue.nodes.values()].filter((n) => n.level === 'CLASS').map((n) => n.id)
      : [...new Set(productIds.map((id) => catalogue.nodes.get(id)?.classId ?? -1))];
  const alerts = await pendingAlerts(ctx.db.kysely, classIds, date);
  if (alerts.length === 0) return;
  const nodes = [...new Set(alerts.map((a) => a.class_id))]
    .map((id) => catalogue.nodes.get(id))
    .filter((n): n is CatalogueNode => n !== undefined);
  const days = new Map((await nodeDaysOn(ctx.db.kysely, catalogue, nodes, date)).map((d) => [d.node.id, d]));
  for (const alert of alerts) {
    const day = days.get(alert.class_id);
    if (!day) continue;
    const { passes, changeE2 } = alertPasses(alert, day);
    if (passes) await fire(ctx, delivery, alert, day, changeE2);
  }
}

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
