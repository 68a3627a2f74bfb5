import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  profileResponseSchema,
  refreshResponseSchema,
  requestResetBodySchema,
  resetPasswordBodySchema,
  resetPasswordResponseSchema,
  sendOtpBodySchema,
  verifyOtpBodySchema,
} from '@quayside/contract/auth';
import { authMessages } from '@quayside/contract/messages';
import { AppError } from '../../lib/errors';
import { dummyPasswordHash } from '../../lib/password';
import { actorOf } from './auth.actor';
import { issueDeviceCookie, LOGIN_THROTTLE, loginAlertMail } from './auth.login-throttle';
import { startSessionCache } from './auth.session-cache';
import { startUserCache } from './auth.user-cache';
import { authLimits } from './auth.rate-limits';
import {
  changePassword,
  login,
  requestPasswordReset,
  resetPassword,
  sendEmailOtp,
  toPublicUser,
  verifyEmailOtp,
  writeLogoutAudit,
} from './auth.service';
import {
  familyOfToken,
  revokeFamily,
  rotateSession,
  type IssuedSession,
  type RequestMeta,
  type TokenSettings,
} from './auth.sessions';

/** The refresh cookie: httpOnly, SameSite=Strict, sent only to /api/auth, Secure in production. */
export const REFRESH_COOKIE = 'qs_refresh';
/** A browser that signed in successfully (auth.login-throttle.ts): an httpOnly, signed cookie. */
export const DEVICE_COOKIE = 'qs_device';
const COOKIE_PATH = '/api/auth';

const metaOf = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const settings: TokenSettings = {
    jwtSecret: config.jwtSecret,
    accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
  };
  const limitsOn = config.RATE_LIMIT_ENABLED;
  const secureCookie = config.NODE_ENV === 'production';
  // Computed once now, so the first unknown-address sign-in is not slower than the others.
  await dummyPasswordHash();

  // The signed-in user cache (plugins/user-cache.ts) for every authenticated route. Off in tests by default
  // (NODE_ENV=test), where tests change rows directly and check the next answer at once; its own tests turn it on.
  if (config.NODE_ENV !== 'test') {
    const stopUserCache = await startUserCache(app.deps.database, app.log);
    app.addHook('onClose', stopUserCache);
    // Which sessions are revoked (auth.session-cache.ts), likewise kept in step by database notices.
    const stopSessionCache = await startSessionCache(app.deps.database, app.log);
    app.addHook('onClose', stopSessionCache);
  }

  const setRefreshCookie = (reply: FastifyReply, session: IssuedSession) =>
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookie,
      path: COOKIE_PATH,
      expires: session.refreshExpiresAt,
    });
  const clearRefreshCookie = (reply: FastifyReply) =>
    reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure: secureCookie, path: COOKIE_PATH });

  // Mail sent after the answer (reset links) is tracked so that closing the app waits for it.
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  /** Work that goes on after the answer (mail): logged when it fails, awaited when the app closes. */
  const track = (promise: Promise<unknown>, request: FastifyRequest, failure: string) => {
    const work = promise.then(
      () => undefined,
      (err: unknown) => request.log.error({ err }, failure),
    );
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password; sets the refresh cookie',
        body: loginBodySchema,
        response: { 200: loginResponseSchema },
      },
      preHandler: authLimits(app, [
        { name: 'loginPerIp', by: 'ip', message: authMessages.errors.tooManyLogins },
      ]),
    },
    async (request, reply) => {
      const { user, session } = await login(app.deps.db, {
        email: request.body.email,
        password: request.body.password,
        settings,
        meta: metaOf(request),
        lockFailures: limitsOn,
        refusePublishedDemoPassword: config.NODE_ENV === 'production',
        deviceCookie: request.cookies[DEVICE_COOKIE],
        onAccountCeiling: (owner) => track(
          app.deps.mailer.send(app.deps.db, { to: owner.email, ...loginAlertMail({ fullName: owner.fullName, publicUrl: config.publicUrl }) }),
          request,
          'sign-in alert mail failed',
        ),
      });
      setRefreshCookie(reply, session);
      // This browser is now recognised for this account: it is never throttled out of it (auth.login-throttle.ts).
      reply.setCookie(DEVICE_COOKIE, issueDeviceCookie(config.jwtSecret, user.id), {
        httpOnly: true,
        sameSite: 'strict',
        secure: secureCookie,
        path: COOKIE_PATH,
        maxAge: LOGIN_THROTTLE.deviceCookieDays * 86_400,
      });
      return { user: toPublicUser(user), token: session.accessToken };
    },
  );

  app.get(
    '/api/auth/profile',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: profileResponseSchema },
      },
      preHandler: app.requireAuth(),
    },
    async (request) => ({ user: toPublicUser(actorOf(request).user) }),
  );

  app.post(
    '/api/auth/refresh-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'A new access token for the refresh cookie (the cookie is rotated)',
        response: { 200: refreshResponseSchema },
      },
      preHandler: authLimits(app, [{ name: 'refreshPerIp', by: 'ip' }]),
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (!token) throw new AppError('UNAUTHENTICATED', authMessages.errors.refreshMissing);
      try {
        const { session } = await rotateSession(app.deps.db, { refreshToken: token, settings, meta: metaOf(request) });
        setRefreshCookie(reply, session);
        return { token: session.accessToken };
      } catch (err) {
        // A refresh that fails for any reason leaves no cookie behind to try again with.
        if (err instanceof AppError) clearRefreshCookie(reply);
        throw err;
      }
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ends this session (its refresh family) and clears the cookie',
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      // Works with the cookie alone: an expired access token must not stop anyone signing out.
      const token = request.cookies[REFRESH_COOKIE];
      if (token) {
        const family = await familyOfToken(app.deps.db, token);
        if (family) {
          await revokeFamily(app.deps.db, family.familyId, 'logout');
          await writeLogoutAudit(app.deps.db, { ...family, meta: metaOf(request) });
        }
      }
      clearRefreshCookie(reply);
      return { message: authMessages.success.loggedOut };
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the password; other sessions end and this one gets fresh tokens',
        security: [{ bearerAuth: [] }],
        body: changePasswordBodySchema,
        response: { 200: changePasswordResponseSchema },
      },
      preHandler: app.requireAuth(),
    },
    async (request, reply) => {
      const { session } = await changePassword(app.deps.db, {
        user: actorOf(request).user,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        settings,
        meta: metaOf(request),
      });
      setRefreshCookie(reply, session);
      return { message: authMessages.success.passwordUpdated, token: session.accessToken };
    },
  );

  app.post(
    '/api/auth/request-reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link (same answer whether or not the account exists)',
        body: requestResetBodySchema,
        response: { 200: messageResponseSchema },
      },
      preHandler: authLimits(app, [
        { name: 'resetPerIp', by: 'ip', message: authMessages.errors.tooManyResets },
        { name: 'resetPerEmail', by: 'email', message: authMessages.errors.tooManyResets },
      ]),
    },
    async (request) => {
      // Not awaited: the answer takes the same time whether or not a mail goes out.
      track(
        requestPasswordReset(app.deps.db, app.deps.mailer, { email: request.body.email, baseUrl: config.publicUrl, meta: metaOf(request) }),
        request,
        'password reset mail failed',
      );
      return { message: authMessages.success.resetRequested };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset or set-up link; signs the user in as login does (refresh cookie)',
        body: resetPasswordBodySchema,
        response: { 200: resetPasswordResponseSchema },
      },
      preHandler: authLimits(app, [{ name: 'setPasswordPerIp', by: 'ip' }]),
    },
    async (request, reply) => {
      const { user, session } = await resetPassword(app.deps.db, {
        token: request.body.token,
        password: request.body.password,
        settings,
        meta: metaOf(request),
      });
      if (!session) return { message: authMessages.success.passwordReset };
      setRefreshCookie(reply, session);
      reply.setCookie(DEVICE_COOKIE, issueDeviceCookie(config.jwtSecret, user.id), {
        httpOnly: true,
        sameSite: 'strict',
        secure: secureCookie,
        path: COOKIE_PATH,
        maxAge: LOGIN_THROTTLE.deviceCookieDays * 86_400,
      });
      return { message: authMessages.success.passwordSetSignedIn, user: toPublicUser(user), token: session.accessToken };
    },
  );

  app.post(
    '/api/auth/send-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a 6-digit code to verify an e-mail address',
        body: sendOtpBodySchema,
        response: { 200: messageResponseSchema },
      },
      preHandler: authLimits(app, [
        { name: 'sendOtpPerIp', by: 'ip', message: authMessages.errors.tooManyOtps },
        { name: 'sendOtpPerEmail', by: 'email', message: authMessages.errors.tooManyOtps },
      ]),
    },
    async (request) => {
      await sendEmailOtp(app.deps.db, app.deps.mailer, { email: request.body.email });
      return { message: authMessages.success.otpSent };
    },
  );

  app.post(
    '/api/auth/verify-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check an e-mail code; the account with that address becomes verified',
        body: verifyOtpBodySchema,
        response: { 200: messageResponseSchema },
      },
      preHandler: authLimits(app, [{ name: 'verifyOtpPerIp', by: 'ip' }]),
    },
    async (request) => {
      await verifyEmailOtp(app.deps.db, { email: request.body.email, otp: request.body.otp, meta: metaOf(request) });
      return { message: authMessages.success.otpVerified };
    },
  );
};
