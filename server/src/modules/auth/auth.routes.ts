import {
  loginRequestSchema,
  loginResponseSchema,
  oauthTokenRequestSchema,
  okResponseSchema,
  otpRequestSchema,
  resetPasswordRequestSchema,
  statusChangeRequestSchema,
  tokenResponseSchema,
} from '@bulten/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { authUserOf, requireAuth } from './auth.guard.js';
import { byField, byIp, type LimitRule, rateLimited } from './auth.rate-limit.js';
import { changeStatus, exchangeAuthToken, logout, prepareSignIn, signIn, verifyOtp } from './auth.service.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';
import { createSmsSender } from './sms.sender.js';

/** Prefix of the sign-in routes. */
export const AUTH_PREFIX = '/api/v1/Authentication/KullaniciGiris';

const MINUTE = 60_000;
const tags = ['Authentication'];
const meta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

function signInLimits(ctx: AppContext): LimitRule[] {
  const service = (request: FastifyRequest) =>
    byField('body', 'KullaniciAdi')(request) === ctx.config.serviceUsername.toLocaleLowerCase('tr');
  return [
    // The public site signs every visitor in with the service account: a separate, wider per-IP budget.
    { name: 'login-ip', max: 10, windowMs: MINUTE, key: (r) => (service(r) ? undefined : byIp(r)) },
    { name: 'login-service-ip', max: 120, windowMs: MINUTE, key: (r) => (service(r) ? byIp(r) : undefined) },
    {
      name: 'login-user',
      max: 10,
      windowMs: MINUTE,
      key: (r) => (service(r) ? undefined : byField('body', 'KullaniciAdi')(r)),
    },
  ];
}

function authPlugin(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const sms = createSmsSender(ctx, app.log);
    await prepareSignIn();
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const userNameQuery = z.object({ userName: z.string().min(1).max(100) });
    const resetLimits = rateLimited(ctx, [
      { name: 'reset-ip', max: 5, windowMs: MINUTE, key: byIp },
      { name: 'reset-user', max: 3, windowMs: 15 * MINUTE, key: byField('query', 'userName') },
    ]);

    app.post('/KullaniciGirisYap', {
      schema: {
        tags,
        summary: 'Sign in with user name and password',
        description:
          'Answers a one-time auth token (2 minutes, single use) for OAuthToken, or `otpRequired` after sending an SMS code ' +
          '(then call OtpKontrol). Member users must send their member code (UyeKodu). Unknown user and wrong password get the ' +
          'same 401 BAD_CREDENTIALS; five failures in a row lock the user name for 15 minutes (423 ACCOUNT_LOCKED); ' +
          'limits: 10 per minute per IP and per user name (429).',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
      preHandler: rateLimited(ctx, signInLimits(ctx)),
      handler: async (request) => signIn(ctx, sms, request.body),
    });

    app.post('/OtpKontrol', {
      schema: {
        tags,
        summary: 'Check the SMS sign-in code',
        description:
          'The code of the request id (5 minutes, 5 tries, single use) → the one-time auth token. Wrong or expired: 401 BAD_CODE.',
        body: otpRequestSchema,
        response: { 200: loginResponseSchema },
      },
      preHandler: rateLimited(ctx, [{ name: 'otp-ip', max: 10, windowMs: MINUTE, key: byIp }]),
      handler: async (request) => verifyOtp(ctx, request.body),
    });

    app.post('/OAuthToken', {
      schema: {
        tags,
        summary: 'Trade the one-time auth token for the online-bulletin token',
        description:
          'Opens a session; the answer is a JWT (kind online) for StatuDegistir and the member area. `redirectUrl` is ignored.',
        body: oauthTokenRequestSchema,
        response: { 200: tokenResponseSchema },
      },
      preHandler: rateLimited(ctx, [{ name: 'oauth-ip', max: 120, windowMs: MINUTE, key: byIp }]),
      handler: async (request) => exchangeAuthToken(ctx, request.body, meta(request)),
    });

    app.post('/StatuDegistir', {
      schema: {
        tags,
        summary: 'Get the default token',
        description:
          'Bearer: the online-bulletin token. Answers the default token (HS256 JWT) with claims FirmaId, IsletmeId, SubeId, ' +
          'KullaniciTipId, UserId, Yil, IsAdmin, IsSuperAdmin, exp, sid, knd. FirmaId/IsletmeId/SubeId must be null or 1.',
        security: [{ bearer: [] }],
        body: statusChangeRequestSchema,
        response: { 200: tokenResponseSchema },
      },
      onRequest: requireAuth(ctx, undefined, { kinds: ['online'] }),
      handler: async (request) => changeStatus(ctx, authUserOf(request), request.body),
    });

    app.post('/Logout', {
      schema: {
        tags,
        summary: 'End the session',
        description: 'Bearer: either token of the session. Every token of the session is refused afterwards.',
        security: [{ bearer: [] }],
        response: { 200: okResponseSchema },
      },
      onRequest: requireAuth(ctx),
      handler: async (request) => {
        await logout(ctx, authUserOf(request));
        return { ok: true as const };
      },
    });

    const resetSms = {
      schema: {
        tags,
        summary: 'Send a password-reset code by SMS',
        description:
          'Always answers `{ok: true}`, whether or not the user exists. Limits: 5 per minute per IP, 3 per 15 minutes per user name.',
        querystring: userNameQuery,
        response: { 200: okResponseSchema },
      },
      preHandler: resetLimits,
      handler: async (request: FastifyRequest<{ Querystring: z.infer<typeof userNameQuery> }>) => {
        await requestPasswordReset(ctx, sms, request.query.userName);
        return { ok: true as const };
      },
    };
    app.post('/ResetSmsMobil', resetSms);
    app.get('/ResetSmsMobil', { ...resetSms, schema: { ...resetSms.schema, hide: true } });

    app.post('/ResetPassword', {
      schema: {
        tags,
        summary: 'Set a new password with the SMS reset code',
        description:
          'Wrong code, expired code or unknown user: 401 BAD_CODE. Success revokes every session of the user.',
        body: resetPasswordRequestSchema,
        response: { 200: okResponseSchema },
      },
      preHandler: rateLimited(ctx, [
        { name: 'reset-password-ip', max: 10, windowMs: MINUTE, key: byIp },
        { name: 'reset-password-user', max: 5, windowMs: 15 * MINUTE, key: byField('body', 'userName') },
      ]),
      handler: async (request) => {
        await resetPassword(ctx, request.body);
        return { ok: true as const };
      },
    });
  };
}

/** Registers the sign-in routes under `/api/v1/Authentication/KullaniciGiris`. */
export async function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(authPlugin(ctx), { prefix: AUTH_PREFIX });
}
