import { authEndpoints } from '@bulten/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/route.js';
import { byField, byIp, type LimitRule, rateLimited } from './auth.rate-limit.js';
import { changeStatus, exchangeAuthToken, logout, prepareSignIn, signIn, verifyOtp } from './auth.service.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';
import { createSmsSender } from './sms.sender.js';

const MINUTE = 60_000;
const tag = 'Authentication';
const a = authEndpoints;
const meta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

function signInLimits(ctx: AppContext): LimitRule[] {
  const service = (request: FastifyRequest) =>
    byField('body', 'KullaniciAdi')(request) === ctx.config.serviceUsername.toLocaleLowerCase('tr');
  return [
    // The public site signs every visitor in with the service account: a separate, wider per-IP budget.
    {
      name: 'login-ip',
      max: ctx.config.signInPerIpPerMinute,
      windowMs: MINUTE,
      key: (r) => (service(r) ? undefined : byIp(r)),
    },
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
  return async (app: FastifyInstance) => {
    const sms = createSmsSender(ctx, app.log);
    await prepareSignIn();
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const resetLimits = rateLimited(ctx, [
      { name: 'reset-ip', max: 5, windowMs: MINUTE, key: byIp },
      { name: 'reset-user', max: 3, windowMs: 15 * MINUTE, key: byField('query', 'userName') },
    ]);

    route(
      app,
      a.KullaniciGirisYap,
      {
        docs: {
          tag,
          summary: 'Sign in with user name and password',
          description:
            'Answers a one-time auth token (2 minutes, single use) for OAuthToken, or `otpRequired` after sending an SMS code ' +
            '(then call OtpKontrol). Member users must send their member code (UyeKodu): a member whose name and password are ' +
            'right but who sent none gets 400 MEMBER_CODE_REQUIRED; an empty name or password is 400 VALIDATION. ' +
            'Unknown user, wrong password and a wrong member code get the ' +
            'same 401 BAD_CREDENTIALS; five failures in a row lock the user name for 15 minutes (423 ACCOUNT_LOCKED); ' +
            'limits: 10 per minute per IP and per user name (429).',
        },
        preHandler: rateLimited(ctx, signInLimits(ctx)),
      },
      async (request) => signIn(ctx, sms, request.body),
    );

    route(
      app,
      a.OtpKontrol,
      {
        docs: {
          tag,
          summary: 'Check the SMS sign-in code',
          description:
            'The code of the request id (5 minutes, 5 tries, single use) → the one-time auth token. Wrong or expired: 401 BAD_CODE.',
        },
        preHandler: rateLimited(ctx, [
          { name: 'otp-ip', max: ctx.config.signInPerIpPerMinute, windowMs: MINUTE, key: byIp },
        ]),
      },
      async (request) => verifyOtp(ctx, request.body),
    );

    route(
      app,
      a.OAuthToken,
      {
        docs: {
          tag,
          summary: 'Trade the one-time auth token for the online-bulletin token',
          description:
            'Opens a session; the answer is a JWT (kind online) for StatuDegistir and the member area. `redirectUrl` is ignored.',
        },
        preHandler: rateLimited(ctx, [{ name: 'oauth-ip', max: 120, windowMs: MINUTE, key: byIp }]),
      },
      async (request) => exchangeAuthToken(ctx, request.body, meta(request)),
    );

    route(
      app,
      a.StatuDegistir,
      {
        docs: {
          tag,
          summary: 'Get the default token',
          description:
            'Bearer: the online-bulletin token. Answers the default token (HS256 JWT) with claims FirmaId, IsletmeId, SubeId, ' +
            'KullaniciTipId, UserId, Yil, IsAdmin, IsSuperAdmin, exp, sid, knd. FirmaId/IsletmeId/SubeId must be null or 1.',
        },
      },
      async (request) => changeStatus(ctx, request.authUser, request.body),
    );

    route(
      app,
      a.Logout,
      {
        docs: {
          tag,
          summary: 'End the session',
          description:
            'Bearer: either token of the session. Every token of the session is refused afterwards.',
        },
      },
      async (request) => {
        await logout(ctx, request.authUser);
        return { ok: true as const };
      },
    );

    const resetSms = {
      docs: {
        tag,
        summary: 'Send a password-reset code by SMS',
        description:
          'Always answers `{ok: true}`, whether or not the user exists. Limits: 5 per minute per IP, 3 per 15 minutes per user name.',
      },
      preHandler: resetLimits,
    };
    const sendResetCode = async (request: { query: { userName: string } }) => {
      await requestPasswordReset(ctx, sms, request.query.userName);
      return { ok: true as const };
    };
    route(app, a.ResetSmsMobil, resetSms, sendResetCode);
    route(app, a.ResetSmsMobilGet, { ...resetSms, docs: { ...resetSms.docs, hide: true } }, sendResetCode);

    route(
      app,
      a.ResetPassword,
      {
        docs: {
          tag,
          summary: 'Set a new password with the SMS reset code',
          description:
            'Wrong code, expired code or unknown user: 401 BAD_CODE. Success revokes every session of the user.',
        },
        preHandler: rateLimited(ctx, [
          { name: 'reset-password-ip', max: 10, windowMs: MINUTE, key: byIp },
          { name: 'reset-password-user', max: 5, windowMs: 15 * MINUTE, key: byField('body', 'userName') },
        ]),
      },
      async (request) => {
        await resetPassword(ctx, request.body);
        return { ok: true as const };
      },
    );
  };
}

/** Registers the sign-in routes (under `/api/v1/Authentication/KullaniciGiris`). */
export async function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(authPlugin(ctx));
}
