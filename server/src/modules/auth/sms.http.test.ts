import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { AUTH_PREFIX } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nextTestIp } from '../../../test/auth.js';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../../test/databases.js';
import { portOf } from '../../../test/listening.js';
import { captureLogger } from '../../../test/logger.js';
import { buildApp } from '../../app.js';
import type { AppContext } from '../../app-context.js';
import { loadConfig } from '../../config/config.js';
import { createLocalEventBus } from '../../events/event-bus.js';
import { AppError } from '../../http/app-error.js';
import { createUser } from '../users/users.service.js';
import { createHttpSmsSender } from './sms.http.js';

/** What the stand-in provider received: one entry per request, with when it arrived. */
interface Received {
  at: number;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

/** How the stand-in answers the n-th request (0-based): a status and body, or never. */
type Script = (n: number) => { status: number; body?: string } | 'hang';

/** A provider on loopback that answers as scripted and records every request. */
class StandIn {
  readonly received: Received[] = [];
  script: Script = () => ({ status: 200, body: '{"ok":true}' });
  private readonly server: Server;
  private readonly hanging: ServerResponse[] = [];

  constructor() {
    this.server = createServer((request, response) => void this.answer(request, response));
  }

  private async answer(request: IncomingMessage, response: ServerResponse) {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    const n = this.received.length;
    this.received.push({
      at: performance.now(),
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body: JSON.parse(text),
    });
    const answer = this.script(n);
    if (answer === 'hang') return void this.hanging.push(response);
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body ?? '');
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${portOf(this.server)}/sms/send`;
  }

  reset(script: Script) {
    this.received.length = 0;
    this.script = script;
  }

  async stop() {
    for (const response of this.hanging) response.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const TEMPLATE =
  '{"header":{"usercode":"{{username}}","password":"{{password}}","msgheader":"{{sender}}"},' +
  '"messages":[{"msg":"{{text}}","no":"{{phoneDigits}}"}],"raw":"{{phone}}"}';

function smsEnv(url: string, more: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    JWT_SECRET: 'sms-http-test-secret-0123456789-abcdefgh',
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: url,
    SMS_HTTP_USERNAME: 'borsa',
    SMS_HTTP_PASSWORD: 'gizli "şifre"',
    SMS_SENDER: 'BULTEN',
    SMS_HTTP_BODY: TEMPLATE,
    SMS_TIMEOUT_MS: '300',
    SMS_RETRIES: '2',
    SMS_RETRY_DELAY_MS: '100',
    ...more,
  };
}

describe('HTTP SMS sender against a stand-in provider on loopback', () => {
  const standIn = new StandIn();
  let url: string;

  beforeAll(async () => {
    url = await standIn.start();
  });
  afterAll(async () => standIn.stop());

  const sender = (more: Record<string, string> = {}) => {
    const { log, lines } = captureLogger();
    const config = loadConfig(smsEnv(url, more));
    if (config.sms.provider !== 'http') throw new Error('expected the HTTP provider');
    return { send: createHttpSmsSender(config.sms, log), lines };
  };

  it('posts the body template with every placeholder filled in as JSON text, with basic auth', async () => {
    standIn.reset(() => ({ status: 200, body: '{"code":"00"}' }));
    await sender().send.send('+90 532 123 45 12', 'Kodunuz: 123456 "acil"\nBülten');
    expect(standIn.received).toHaveLength(1);
    const [request] = standIn.received;
    expect(request!.contentType).toBe('application/json; charset=utf-8');
    expect(request!.authorization).toBe(`Basic ${Buffer.from('borsa:gizli "şifre"').toString('base64')}`);
    expect(request!.body).toEqual({
      header: { usercode: 'borsa', password: 'gizli "şifre"', msgheader: 'BULTEN' },
      messages: [{ msg: 'Kodunuz: 123456 "acil"\nBülten', no: '905321234512' }],
      raw: '+90 532 123 45 12',
    });
  });

  it('retries a 5xx after the backoff and succeeds', async () => {
    standIn.reset((n) => (n === 0 ? { status: 503, body: 'busy' } : { status: 200 }));
    const { send, lines } = sender();
    await send.send('+905321234512', 'x');
    const [first, second] = standIn.received;
    expect(standIn.received).toHaveLength(2);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(95);
    expect(lines.filter((l) => l.level === 'warn').map((l) => l.message)).toEqual([
      'SMS to +90 5** *** ** 12: attempt 1 of 3 failed (HTTP 503), retrying in 100 ms',
    ]);
  });

  it('gives up after the timeout of every attempt, with backoff 100 then 200 ms: 502 SMS_NOT_SENT', async () => {
    standIn.reset(() => 'hang');
    const { send, lines } = sender();
    const started = performance.now();
    const error = await send.send('+905321234512', 'x').catch((e: unknown) => e);
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 502, code: 'SMS_NOT_SENT' });
    expect(standIn.received).toHaveLength(3);
    // 3 × 300 ms timeouts + 100 + 200 ms of backoff = 1 200 ms, plus the machine's slack.
    expect(elapsed).toBeGreaterThanOrEqual(1_150);
    expect(elapsed).toBeLessThan(2_500);
    expect(lines.filter((l) => l.level === 'error').map((l) => l.message)).toEqual([
      'SMS to +90 5** *** ** 12 not sent after 3 attempts (timed out after 300 ms)',
    ]);
  });

  it.each([
    ['a 4xx', () => ({ status: 401, body: '{"error":"bad credentials"}' }), 'HTTP 401'],
    ['a 2xx whose body is not the success pattern', () => ({ status: 200, body: '30' }), 'answer "30"'],
  ])('treats %s as permanent: one attempt, 502 SMS_NOT_SENT', async (_, script, reason) => {
    standIn.reset(script);
    const { send, lines } = sender({ SMS_HTTP_OK_PATTERN: '^(00|\\{)' });
    await expect(send.send('+905321234512', 'x')).rejects.toMatchObject({
      status: 502,
      code: 'SMS_NOT_SENT',
    });
    expect(standIn.received).toHaveLength(1);
    expect(lines.filter((l) => l.level === 'error').map((l) => l.message)).toEqual([
      `SMS to +90 5** *** ** 12 refused by the provider (${reason})`,
    ]);
  });

  it('sends a bearer token when one is configured', async () => {
    standIn.reset(() => ({ status: 202 }));
    await sender({ SMS_HTTP_TOKEN: 'tok-123' }).send.send('+905321234512', 'x');
    expect(standIn.received[0]!.authorization).toBe('Bearer tok-123');
  });

  it('refuses a configuration it cannot use, naming the variable', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow('SMS_HTTP_URL must be an http(s) URL');
    expect(() => loadConfig(smsEnv(url, { SMS_HTTP_BODY: '{"to":' }))).toThrow('SMS_HTTP_BODY must be JSON');
    expect(() => loadConfig(smsEnv(url, { SMS_HTTP_OK_PATTERN: '(' }))).toThrow(
      'SMS_HTTP_OK_PATTERN must be a regular expression',
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'pigeon' })).toThrow('SMS_PROVIDER must be outbox or http');
    expect(loadConfig({}).sms).toEqual({ provider: 'outbox' });
  });
});

describe.each(testDatabaseFactories())(
  'SMS sign-in through the configured provider on $name',
  (factory: TestDatabaseFactory) => {
    const standIn = new StandIn();
    let ctx: AppContext;
    let app: FastifyInstance;

    beforeAll(async () => {
      const url = await standIn.start();
      // No ctx.sms: the sender comes from the configuration alone, as in `npm start`.
      ctx = {
        db: await factory.open(),
        config: loadConfig(smsEnv(url, { SMS_RETRIES: '0' })),
        events: createLocalEventBus(),
        now: () => new Date('2026-03-02T09:00:00.000Z'),
      };
      app = await buildApp(ctx);
      await createUser(ctx.db.kysely, {
        username: 'sms-user',
        password: 'Sms-Password-1',
        role: 'operator',
        phone: '+905321234512',
        smsVerification: true,
      });
    });
    beforeEach(() => standIn.reset(() => ({ status: 200 })));
    afterEach(() => standIn.reset(() => ({ status: 200 })));
    afterAll(async () => {
      await app.close();
      await factory.close(ctx.db);
      await standIn.stop();
    });

    const login = (lang: string) =>
      app.inject({
        method: 'POST',
        url: `${AUTH_PREFIX}/KullaniciGirisYap`,
        remoteAddress: nextTestIp(),
        headers: { lang },
        payload: { KullaniciAdi: 'sms-user', Sifre: 'Sms-Password-1', RequestId: `sms-${Math.random()}` },
      });

    it('sends the code through the provider, not the outbox, and the code signs the user in', async () => {
      const res = await login('tr');
      expect(res.json()).toMatchObject({ otpRequired: true, phoneHint: '+90 5** *** ** 12' });
      expect(standIn.received).toHaveLength(1);
      const text = (standIn.received[0]!.body as { messages: Array<{ msg: string }> }).messages[0]!.msg;
      const code = /\b(\d{6})\b/.exec(text)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      expect(await ctx.db.kysely.selectFrom('sms_outbox').selectAll().execute()).toEqual([]);
      const otp = await app.inject({
        method: 'POST',
        url: `${AUTH_PREFIX}/OtpKontrol`,
        remoteAddress: nextTestIp(),
        payload: { requestId: res.json().requestId, code },
      });
      expect(otp.json()).toMatchObject({ otpRequired: false, token: expect.any(String) });
    });

    it('answers 502 SMS_NOT_SENT in the request language when the provider refuses', async () => {
      standIn.reset(() => ({ status: 403, body: 'no credit' }));
      const res = await login('en');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        error: {
          code: 'SMS_NOT_SENT',
          message: 'The SMS code could not be sent; please try again later or contact the exchange.',
        },
        Message: 'The SMS code could not be sent; please try again later or contact the exchange.',
      });
    });

    it('keeps the password reset answer the same when the provider refuses (no hint that the user exists)', async () => {
      standIn.reset(() => ({ status: 500 }));
      const res = await app.inject({
        method: 'POST',
        url: `${AUTH_PREFIX}/ResetSmsMobil?userName=sms-user`,
        remoteAddress: nextTestIp(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(standIn.received).toHaveLength(1);
    });
  },
);
