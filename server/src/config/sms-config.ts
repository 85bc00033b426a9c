/** How SMS messages (sign-in and reset codes) leave the server. */
export type SmsConfig = { provider: 'outbox' } | HttpSmsConfig;

/** A provider with an HTTP API: one JSON POST per message, built from a body template. */
export interface HttpSmsConfig {
  provider: 'http';
  url: string;
  /** Basic auth (and `{{username}}`/`{{password}}` in the body) when both are set. */
  username: string | undefined;
  password: string | undefined;
  /** `Authorization: Bearer` when set (instead of basic auth). */
  token: string | undefined;
  /** Sender name (originator, "mesaj başlığı") as `{{sender}}`. */
  sender: string;
  /** The JSON body, parsed; its strings may hold `{{phone}}`, `{{phoneDigits}}`, `{{text}}`, `{{sender}}`, … */
  body: unknown;
  /** A 2xx answer whose body does not match is a refusal (providers that answer 200 with an error code). */
  okPattern: RegExp | undefined;
  timeoutMs: number;
  /** Attempts after the first, on a network error, a timeout, 408, 429 or 5xx. */
  retries: number;
  /** Wait before the first retry; doubled before each next one. */
  retryDelayMs: number;
}

/** The default body: `{"to": …, "text": …, "sender": …}`. */
export const DEFAULT_SMS_BODY = '{"to":"{{phone}}","text":"{{text}}","sender":"{{sender}}"}';

function wholeNumber(value: string | undefined, fallback: number, name: string, min: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be a whole number ≥ ${min}, got "${value}"`);
  return n;
}

function httpUrl(value: string | undefined): string {
  try {
    const url = new URL(value ?? '');
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString();
  } catch {
    // reported below
  }
  throw new Error(`SMS_HTTP_URL must be an http(s) URL, got "${value ?? ''}"`);
}

function jsonTemplate(value: string | undefined): unknown {
  try {
    return JSON.parse(value?.trim() || DEFAULT_SMS_BODY);
  } catch {
    throw new Error(`SMS_HTTP_BODY must be JSON, got "${value}"`);
  }
}

function pattern(value: string | undefined): RegExp | undefined {
  if (!value) return undefined;
  try {
    return new RegExp(value);
  } catch {
    throw new Error(`SMS_HTTP_OK_PATTERN must be a regular expression, got "${value}"`);
  }
}

/** `SMS_PROVIDER` (outbox, the development default, or http) and the `SMS_*` settings of the HTTP provider. */
export function smsConfig(env: NodeJS.ProcessEnv): SmsConfig {
  const provider = env.SMS_PROVIDER?.trim().toLowerCase() || 'outbox';
  if (provider === 'outbox') return { provider };
  if (provider !== 'http') throw new Error(`SMS_PROVIDER must be outbox or http, got "${env.SMS_PROVIDER}"`);
  return {
    provider,
    url: httpUrl(env.SMS_HTTP_URL),
    username: env.SMS_HTTP_USERNAME || undefined,
    password: env.SMS_HTTP_PASSWORD || undefined,
    token: env.SMS_HTTP_TOKEN || undefined,
    sender: env.SMS_SENDER || '',
    body: jsonTemplate(env.SMS_HTTP_BODY),
    okPattern: pattern(env.SMS_HTTP_OK_PATTERN),
    timeoutMs: wholeNumber(env.SMS_TIMEOUT_MS, 5000, 'SMS_TIMEOUT_MS', 1),
    retries: wholeNumber(env.SMS_RETRIES, 2, 'SMS_RETRIES', 0),
    retryDelayMs: wholeNumber(env.SMS_RETRY_DELAY_MS, 500, 'SMS_RETRY_DELAY_MS', 0),
  };
}
