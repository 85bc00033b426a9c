import {
  type Alert,
  type AlertCreate,
  type InboxMessage,
  type Language,
  MAX_ALERTS_PER_USER,
  parseScaled,
  percentNumber,
  priceNumber,
  priceUnitLabel,
} from '@bulten/core';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation, writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../http/app-error.js';
import { getCatalogue } from '../catalogue/catalogue.cache.js';
import { type Catalogue, nodeName } from '../catalogue/catalogue.service.js';
import { nodeUnit } from '../figures/figures.nodes.js';
import { sessionPhaseAt } from '../figures/figures.session.js';
import { lockUserRow } from '../users/users.repository.js';
import {
  type AlertIdentity,
  alertOfUser,
  alertsOfUser,
  countAlertsOfUser,
  firingsOfUser,
  hasIdenticalActiveAlert,
  insertAlert,
  lastFiringDays,
  setAlertActive,
} from './alerts.repository.js';
import type { PriceAlertRow } from './alerts.table.js';
import { alertText } from './alerts.text.js';

// The most inbox messages answered (newest first).
const INBOX_SIZE = 100;
const MAX_MOVE_E2 = 100_00;

function unitOf(catalogue: Catalogue, classId: number, lang: Language): string {
  const node = catalogue.nodes.get(classId);
  const unit = node ? nodeUnit(catalogue, node) : null;
  return unit ? priceUnitLabel(unit, lang) : '';
}

function alertOut(catalogue: Catalogue, row: PriceAlertRow, last: string | undefined, lang: Language): Alert {
  const node = catalogue.nodes.get(row.class_id);
  const unit = unitOf(catalogue, row.class_id, lang);
  return {
    Id: row.id,
    SinifId: row.class_id,
    SinifAdi: node ? nodeName(node, lang) : String(row.class_id),
    FiyatBirimi: unit || null,
    Tur: row.kind,
    Esik: row.threshold_e4 === null ? null : priceNumber(row.threshold_e4),
    Yuzde: row.move_e2 === null ? null : percentNumber(row.move_e2),
    Aktif: row.active === 1,
    SonTetiklenme: last ?? null,
  };
}

/** A user's alerts as the API answers them. */
export async function alertsOut(ctx: AppContext, userId: number, lang: Language): Promise<Alert[]> {
  const catalogue = await getCatalogue(ctx);
  const rows = await alertsOfUser(ctx.db.kysely, userId);
  const last = await lastFiringDays(
    ctx.db.kysely,
    rows.map((r) => r.id),
  );
  return rows.map((row) => alertOut(catalogue, row, last.get(row.id), lang));
}

/** One alert as the API answers it. */
export async function alertOutOne(ctx: AppContext, row: PriceAlertRow, lang: Language): Promise<Alert> {
  const last = await lastFiringDays(ctx.db.kysely, [row.id]);
  return alertOut(await getCatalogue(ctx), row, last.get(row.id), lang);
}

function scaled(value: string | number | null | undefined, decimals: number, field: string): number {
  const text = typeof value === 'number' ? String(value) : (value ?? '');
  const parsed = parseScaled(text, decimals);
  if (parsed === null || parsed <= 0) {
    throw new AppError(400, 'VALIDATION', [`${field}: a positive number with at most ${decimals} decimals`]);
  }
  return parsed;
}

/** The stored fields of a new alert: its class (400 UNKNOWN_ID if not a class) and threshold or move. */
function alertFields(catalogue: Catalogue, body: AlertCreate) {
  if (catalogue.nodes.get(body.SinifId)?.level !== 'CLASS') {
    throw new AppError(400, 'UNKNOWN_ID', [`${body.SinifId} is not a class`]);
  }
  if (body.Tur === 'HAREKET') {
    const move = scaled(body.Yuzde, 2, 'Yuzde');
    if (move > MAX_MOVE_E2) throw new AppError(400, 'VALIDATION', ['Yuzde: at most 100']);
    return { class_id: body.SinifId, kind: body.Tur, threshold_e4: null, move_e2: move };
  }
  return {
    class_id: body.SinifId,
    kind: body.Tur,
    threshold_e4: scaled(body.Esik, 4, 'Esik'),
    move_e2: null,
  };
}

const duplicate = () => new AppError(409, 'ALERT_DUPLICATE', ['an identical alert is active']);

/**
 * Runs a change of a user's alerts in a write transaction that first takes the user's row lock, so the
 * per-user rules decided in it (the limit, no identical active twin) hold under any number of concurrent
 * requests on any number of processes. The unique index over active alerts (migration 0030) backs the
 * twin rule: its violation is the same 409.
 */
async function withUserAlertsLocked<T>(
  ctx: AppContext,
  userId: number,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  try {
    return await writeTransaction(ctx.db.kysely, async (trx) => {
      await lockUserRow(trx, userId);
      return work(trx);
    });
  } catch (error) {
    if (isUniqueViolation(error) || isUniqueViolation((error as Error).cause)) throw duplicate();
    throw error;
  }
}

/**
 * Sets a new alert: 409 ALERT_DUPLICATE when an identical one is active, 409 ALERT_LIMIT when the user
 * already keeps `MAX_ALERTS_PER_USER` (paused ones included).
 */
export async function createAlert(ctx: AppContext, userId: number, body: AlertCreate, lang: Language) {
  const catalogue = await getCatalogue(ctx);
  const fields = alertFields(catalogue, body);
  const row = await withUserAlertsLocked(ctx, userId, async (trx) => {
    if (await hasIdenticalActiveAlert(trx, userId, fields)) throw duplicate();
    if ((await countAlertsOfUser(trx, userId)) >= MAX_ALERTS_PER_USER) {
      throw new AppError(409, 'ALERT_LIMIT', [`at most ${MAX_ALERTS_PER_USER} alerts`]);
    }
    return insertAlert(trx, { ...fields, user_id: userId, active: 1, created_at: ctx.now().toISOString() });
  });
  return alertOut(catalogue, row, undefined, lang);
}

/**
 * Pauses or resumes one of a user's alerts (400 UNKNOWN_ID when it is not theirs); resuming one whose
 * identical twin is active is 409 ALERT_DUPLICATE.
 */
export async function setAlertStatus(
  ctx: AppContext,
  userId: number,
  id: number,
  active: boolean,
): Promise<PriceAlertRow> {
  return withUserAlertsLocked(ctx, userId, async (trx) => {
    const row = await alertOfUser(trx, userId, id);
    if (!row) throw new AppError(400, 'UNKNOWN_ID', [`no alert ${id}`]);
    const identity: AlertIdentity = row;
    if (active && (await hasIdenticalActiveAlert(trx, userId, identity, row.id))) throw duplicate();
    await setAlertActive(trx, row.id, active ? 1 : 0);
    return { ...row, active: active ? 1 : 0 };
  });
}

/** A user's inbox in a language: every firing of their alerts, newest first. */
export async function inboxOut(ctx: AppContext, userId: number, lang: Language): Promise<InboxMessage[]> {
  const catalogue = await getCatalogue(ctx);
  const rows = await firingsOfUser(ctx.db.kysely, userId, INBOX_SIZE);
  return rows.map((f) => {
    const node = catalogue.nodes.get(f.class_id);
    return {
      Id: f.id,
      AlarmId: f.alert_id,
      SinifId: f.class_id,
      Tarih: f.trade_date,
      Zaman: f.fired_at,
      Kesin: f.final === 1,
      OrtFiyat: priceNumber(f.average_e4),
      Metin: alertText(
        // A firing stored before its phase was: the phase at its time, by today's session hours.
        { ...f, session_phase: f.session_phase ?? sessionPhaseAt(new Date(f.fired_at), ctx.config) },
        node ? nodeName(node, lang) : '',
        unitOf(catalogue, f.class_id, lang),
        lang,
      ),
    };
  });
}
