import type { FastifyInstance } from 'fastify';
import { MULTI_LOGIN_MESSAGES, routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf, signedIn } from '../../lib/route-input.js';
import {
  createMultiLogin,
  currentLogin,
  deleteMultiLogin,
  getMultiLogins,
  liftLoginCodeLock,
  updateMultiLogin,
} from './multi-logins.service.js';

export function registerMultiLoginRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = routes.multiLogins;
  registerRoute(app, r.getMultiLogins, async (req) => ({ docs: await getMultiLogins(ctx, signedIn(req)) }));
  registerRoute(app, r.getCurrentLogin, async (req) => ({ docs: currentLogin(signedIn(req)) }));
  registerRoute(app, r.createMultiLogin, async (req) => ({
    message: MULTI_LOGIN_MESSAGES.created,
    docs: await createMultiLogin(ctx, signedIn(req), inputOf(req.body), req.ip),
  }));
  registerRoute(app, r.updateMultiLogin, async (req) => ({
    message: MULTI_LOGIN_MESSAGES.updated,
    docs: await updateMultiLogin(ctx, signedIn(req), inputOf(req.params).loginId, inputOf(req.body), req.ip),
  }));
  registerRoute(app, r.deleteMultiLogin, async (req) => {
    await deleteMultiLogin(ctx, signedIn(req), inputOf(req.params).loginId, req.ip);
    return { message: MULTI_LOGIN_MESSAGES.deleted };
  });
  registerRoute(app, r.liftLoginCodeLock, async (req) =>
    liftLoginCodeLock(ctx, signedIn(req), inputOf(req.params).loginId, inputOf(req.body), req.ip),
  );
}
