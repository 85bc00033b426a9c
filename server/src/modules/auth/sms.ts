import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertOutboxMessage } from './auth.repository.js';

/** Sends a text message: the development outbox or a real provider (`sms.http.ts`). */
export interface SmsSender {
  /** Resolves once the provider took the message; 502 SMS_NOT_SENT when it could not. */
  send(phone: string, text: string): Promise<void>;
}

/** A phone number for logs and answers: `+90 5** *** ** 12` (only the last two digits shown). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national =
    digits.startsWith('90') && digits.length === 12 ? digits.slice(2) : digits.replace(/^0(?=\d{10}$)/, '');
  const last = digits.slice(-2).padStart(2, '*');
  if (national.length === 10) return `+90 ${national[0]}** *** ** ${last}`;
  return `*** ${last}`;
}

/**
 * The development sender: writes every message to the `sms_outbox` table (what staff and tests read)
 * and logs the masked number, never the text (it holds the code).
 */
export function createOutboxSmsSender(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  now: () => Date,
): SmsSender {
  return {
    async send(phone, text) {
      await insertOutboxMessage(db, phone, text, now().toISOString());
      log.info(`SMS queued to ${maskPhone(phone)}`);
    },
  };
}
