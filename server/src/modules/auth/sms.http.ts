import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { HttpSmsConfig } from '../../config/sms-config.js';
import { AppError } from '../../http/app-error.js';
import { maskPhone, type SmsSender } from './sms.js';

/** What one attempt came to: sent, refused for good, or failed in a way worth another try. */
type Outcome = { kind: 'sent' } | { kind: 'refused'; reason: string } | { kind: 'failed'; reason: string };

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The body template with every `{{name}}` in its strings replaced; values stay JSON strings, never code. */
function fill(template: unknown, values: Readonly<Record<string, string>>): unknown {
  if (typeof template === 'string')
    return template.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
  if (Array.isArray(template)) return template.map((item) => fill(item, values));
  if (template !== null && typeof template === 'object')
    return Object.fromEntries(Object.entries(template).map(([key, item]) => [key, fill(item, values)]));
  return template;
}

function headers(config: HttpSmsConfig): Record<string, string> {
  const all: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', accept: '*/*' };
  if (config.token) all.authorization = `Bearer ${config.token}`;
  else if (config.username && config.password)
    all.authorization = `Basic ${Buffer.from(`${config.username}:${config.password}`).toString('base64')}`;
  return all;
}

// A request timeout, 429 and server errors may pass; any other answer would be the same the next time.
const worthRetrying = (status: number) => status === 408 || status === 429 || status >= 500;

async function attempt(config: HttpSmsConfig, body: string): Promise<Outcome> {
  try {
    const signal = AbortSignal.timeout(config.timeoutMs);
    const response = await fetch(config.url, { method: 'POST', headers: headers(config), body, signal });
    const answer = await response.text();
    if (response.ok) {
      if (!config.okPattern || config.okPattern.test(answer)) return { kind: 'sent' };
      return { kind: 'refused', reason: `answer ${JSON.stringify(answer.slice(0, 100))}` };
    }
    const reason = `HTTP ${response.status}`;
    return worthRetrying(response.status) ? { kind: 'failed', reason } : { kind: 'refused', reason };
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      return { kind: 'failed', reason: `timed out after ${config.timeoutMs} ms` };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return {
      kind: 'failed',
      reason: `network error: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
    };
  }
}

/**
 * A real SMS provider over HTTP: one JSON POST per message (`SMS_HTTP_BODY` with `{{phone}}`,
 * `{{phoneDigits}}`, `{{text}}`, `{{sender}}`, `{{username}}`, `{{password}}`), each attempt bounded by
 * `timeoutMs`; network errors, timeouts, 408, 429 and 5xx are tried again up to `retries` times, waiting
 * `retryDelayMs`, then twice that, …. A refusal or the last failure is 502 SMS_NOT_SENT for the caller; the
 * log names the masked number and why, never the text (it holds the code) or the credentials.
 */
export function createHttpSmsSender(config: HttpSmsConfig, log: FastifyBaseLogger): SmsSender {
  const attempts = config.retries + 1;
  return {
    async send(phone, text) {
      const values = {
        phone,
        phoneDigits: phone.replace(/\D/g, ''),
        text,
        sender: config.sender,
        username: config.username ?? '',
        password: config.password ?? '',
      };
      const body = JSON.stringify(fill(config.body, values));
      const who = `SMS to ${maskPhone(phone)}`;
      for (let n = 1; ; n += 1) {
        const outcome = await attempt(config, body);
        if (outcome.kind === 'sent') return void log.info(`${who} sent`);
        if (outcome.kind === 'refused') {
          log.error(`${who} refused by the provider (${outcome.reason})`);
          throw new AppError(502, 'SMS_NOT_SENT');
        }
        if (n === attempts) {
          log.error(`${who} not sent after ${attempts} attempts (${outcome.reason})`);
          throw new AppError(502, 'SMS_NOT_SENT');
        }
        const delay = config.retryDelayMs * 2 ** (n - 1);
        log.warn(`${who}: attempt ${n} of ${attempts} failed (${outcome.reason}), retrying in ${delay} ms`);
        await sleep(delay);
      }
    },
  };
}
