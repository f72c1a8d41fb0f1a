import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { AUTH_MESSAGES, routes } from '@backlay/contract';
import { AppError } from '../../lib/app-error.js';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf, signedIn } from '../../lib/route-input.js';
import type { AuthDeps, RequestMeta } from './auth-deps.js';
import { login, logout } from './auth.service.js';
import { demoLogin } from './demo.service.js';
import { LoginRefusal, type LoginThrottle } from './login-throttle.js';
import { requestPasswordOtp, resetPasswordWithOtp } from './otp.service.js';
import { changePassword } from './password.service.js';
import { signup } from './registration.service.js';
import { tokenFromHeaders } from './session-token.js';
import type { SessionAnswer } from './session.service.js';
import { renewTransactionCode } from './transaction-code.service.js';
import { getTwoFactorSetup, setTwoFactor, verifyLoginCode } from './two-factor.service.js';

function metaOf(req: FastifyRequest): RequestMeta {
  const ua = req.headers['user-agent'];
  return { ip: req.ip, userAgent: ua ? ua.slice(0, 512) : null };
}

/** The session token also goes out as `authorization: Bearer` (the client saves it from there). */
function withBearer(reply: { header(name: string, value: string): unknown }, answer: SessionAnswer): SessionAnswer {
  reply.header('authorization', `Bearer ${answer.docs.token}`);
  return answer;
}

/** A sign-in refused before its password was checked says when to try again in Retry-After too. */
async function withRetryAfter<T>(reply: { header(name: string, value: string): unknown }, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof LoginRefusal) reply.header('retry-after', String(err.retryAfterSeconds));
    throw err;
  }
}

export function registerAuthRoutes(app: FastifyInstance, deps: AuthDeps, throttle: LoginThrottle): void {
  const r = routes.auth;
  // Every other call that checks a password or a code is limited per IP (LOGIN_RATE_LIMIT a
  // minute, each route on its own, in this process). Login counts failed passwords instead
  // (login-throttle.ts, docs/decisions/login-attempt-limits.md).
  const rateLimit: RateLimitOptions = {
    max: deps.config.LOGIN_RATE_LIMIT,
    timeWindow: 60_000,
    errorResponseBuilder: () => new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts),
  };
  const limited = { rateLimit };

  registerRoute(app, r.login, async (req, reply) =>
    withBearer(
      reply,
      await withRetryAfter(reply, () =>
        login(deps, throttle, { site: req.site, host: req.siteHost, body: inputOf(req.body), meta: metaOf(req) }),
      ),
    ),
  );

  registerRoute(
    app,
    r.signupDemo,
    async (req, reply) => {
      const body = inputOf(req.body);
      const fields = { fullName: body.fullName, email: body.email, phone: body.phone };
      return withBearer(
        reply,
        await demoLogin(deps, { site: req.site, demoWhiteLabelId: body.demoWhiteLabelId, fields, meta: metaOf(req), device: {} }),
      );
    },
    limited,
  );

  registerRoute(
    app,
    r.signup,
    async (req, reply) => withBearer(reply, await signup(deps, { site: req.site, body: inputOf(req.body), meta: metaOf(req) })),
    limited,
  );

  registerRoute(app, r.logout, async (req) => logout(deps, signedIn(req)));

  registerRoute(app, r.changePassword, async (req) => changePassword(deps, signedIn(req), inputOf(req.body), metaOf(req)), limited);

  registerRoute(
    app,
    r.forgotPasswordOtp,
    async (req) => requestPasswordOtp(deps, { site: req.site, userName: inputOf(req.body).userName }),
    limited,
  );

  registerRoute(
    app,
    r.forgotPassword,
    async (req) => resetPasswordWithOtp(deps, { site: req.site, body: inputOf(req.body), meta: metaOf(req) }),
    limited,
  );

  registerRoute(app, r.twoFactorSetup, async (req) => getTwoFactorSetup(deps, signedIn(req), metaOf(req)));

  registerRoute(app, r.twoFactorEnable, async (req) => setTwoFactor(deps, signedIn(req), inputOf(req.body), metaOf(req)), limited);

  registerRoute(
    app,
    r.twoFactorVerify,
    async (req, reply) =>
      withBearer(reply, await verifyLoginCode(deps, signedIn(req), inputOf(req.body).code, tokenFromHeaders(req.headers) ?? '')),
    limited,
  );

  registerRoute(
    app,
    r.transactionCodeRenew,
    async (req) => renewTransactionCode(deps, signedIn(req), inputOf(req.body).code, metaOf(req)),
    limited,
  );
}
