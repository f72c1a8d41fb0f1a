import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, routes } from '@backlay/contract';
import { AppError } from '../../lib/app-error.js';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf, signedIn } from '../../lib/route-input.js';
import type { AuthDeps, RequestMeta } from '../auth/auth-deps.js';
import { exchangeDirectLogin, issueDirectLogin } from './direct-login.service.js';
import { listRegistrations } from './registrations.service.js';

function metaOf(req: FastifyRequest): RequestMeta {
  const ua = req.headers['user-agent'];
  return { ip: req.ip, userAgent: ua ? ua.slice(0, 512) : null };
}

export function registerEntryLinkRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const r = routes.entryLinks;

  registerRoute(app, r.issueDirectLogin, async (req) =>
    issueDirectLogin(deps, signedIn(req).user, inputOf(req.params).userId, {
      site: req.site,
      origin: `${req.protocol}://${req.host}`,
      ip: req.ip,
    }),
  );

  // Guessing a 256-bit token is hopeless; the limit still keeps the call as cheap as login.
  registerRoute(
    app,
    r.directLogin,
    async (req, reply) => {
      const answer = await exchangeDirectLogin(deps, { site: req.site, token: inputOf(req.body).token, meta: metaOf(req) });
      reply.header('authorization', `Bearer ${answer.docs.token}`);
      return answer;
    },
    {
      rateLimit: {
        max: deps.config.LOGIN_RATE_LIMIT,
        timeWindow: 60_000,
        errorResponseBuilder: () => new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts),
      },
    },
  );

  registerRoute(app, r.getRegistrations, async (req) => listRegistrations(deps, signedIn(req).user, inputOf(req.query)));
}
