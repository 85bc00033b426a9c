import { alertEndpoints, MAX_ALERTS_PER_USER } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { requestLanguage } from '../../http/language.js';
import { idParam } from '../../http/params.js';
import { route } from '../../http/route.js';
import { createSmsSender } from '../auth/sms.sender.js';
import { startAlertEvaluator } from './alerts.firing.js';
import { alertOfUser, deleteAlert } from './alerts.repository.js';
import { alertOutOne, alertsOut, createAlert, inboxOut, setAlertStatus } from './alerts.service.js';

const TAG = 'Üye: fiyat alarmları';
const FIRING =
  "An active alert is evaluated on every registration of today's session (any process), against the class's " +
  'weighted average of the day (all channels, in the class unit): USTUNDE when it is ≥ Esik, ALTINDA when ≤ Esik, ' +
  'HAREKET when its change against the previous trading day is at least Yuzde % either way. It fires at most once ' +
  'per trading day: an SMS to the user’s phone (Turkish) and an inbox message, saying whether the figures were ' +
  'preliminary (and whether the session was not open yet, open or closed at that moment) or final.';

async function ownAlert(ctx: AppContext, userId: number, id: string) {
  const row = await alertOfUser(ctx.db.kysely, userId, idParam(id));
  if (!row) throw new AppError(400, 'UNKNOWN_ID', [`no alert ${id}`]);
  return row;
}

/** A member's price alerts (list, create, pause/resume, delete), the inbox, and the evaluator behind them. */
export async function registerAlertRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const evaluator = startAlertEvaluator(ctx, { sms: createSmsSender(ctx, app.log), log: app.log });
  app.addHook('onClose', async () => evaluator.stop());
  route(
    app,
    alertEndpoints.Alarmlar,
    { docs: { tag: TAG, summary: 'My price alerts', description: FIRING } },
    async (request) => alertsOut(ctx, request.authUser.userId, requestLanguage(request)),
  );
  route(
    app,
    alertEndpoints.AlarmCreate,
    {
      docs: {
        tag: TAG,
        summary: 'Set a price alert',
        description: `${FIRING} Esik ≤ 4 decimals, Yuzde 0.01–100 with ≤ 2 decimals (else 400 VALIDATION); not a class: 400 UNKNOWN_ID; an active alert with the same class, kind and threshold (or move): 409 ALERT_DUPLICATE; at most ${MAX_ALERTS_PER_USER} alerts per user, paused ones included: 409 ALERT_LIMIT.`,
      },
    },
    async (request) => createAlert(ctx, request.authUser.userId, request.body, requestLanguage(request)),
  );
  route(
    app,
    alertEndpoints.AlarmDurum,
    {
      docs: {
        tag: TAG,
        summary: 'Pause or resume a price alert',
        description:
          'Not one of mine: 400 UNKNOWN_ID. Resuming an alert whose identical twin is active: 409 ALERT_DUPLICATE.',
      },
    },
    async (request) => {
      const id = idParam(request.params.id);
      const row = await setAlertStatus(ctx, request.authUser.userId, id, request.body.Aktif);
      return alertOutOne(ctx, row, requestLanguage(request));
    },
  );
  route(
    app,
    alertEndpoints.AlarmSil,
    {
      docs: {
        tag: TAG,
        summary: 'Delete a price alert',
        description: 'Its inbox messages stay. Not one of mine: 400 UNKNOWN_ID.',
      },
    },
    async (request) => {
      await deleteAlert(ctx.db.kysely, (await ownAlert(ctx, request.authUser.userId, request.params.id)).id);
      return { ok: true as const };
    },
  );
  route(
    app,
    alertEndpoints.GelenKutusu,
    {
      docs: {
        tag: TAG,
        summary: 'My inbox',
        description: 'The alerts that fired, newest first (at most 100), in the request language.',
      },
    },
    async (request) => inboxOut(ctx, request.authUser.userId, requestLanguage(request)),
  );
}
