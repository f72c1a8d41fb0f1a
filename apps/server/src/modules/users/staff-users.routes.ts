import type { FastifyInstance } from 'fastify';
import { routes, STAFF_USER_MESSAGES } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf, signedIn } from '../../lib/route-input.js';
import { createDownlineUser } from './create-downline-user.service.js';
import { downlineHierarchy } from './downline-hierarchy.service.js';
import { liftDownlineCodeLock } from './lift-code-lock.service.js';
import { listDownlineUsers } from './list-downline.service.js';
import { logoutDownlineUser } from './logout-downline-user.service.js';
import { modifyDownlineUser } from './modify-downline-user.service.js';

/** The staff console's Hierarchy calls: each validates through the contract and calls one service. */
export function registerStaffUserRoutes(app: FastifyInstance): void {
  const r = routes.staffUsers;
  const { ctx } = app;

  registerRoute(app, r.getStaffUsers, async (req) => listDownlineUsers(ctx, signedIn(req).user, inputOf(req.query)));

  registerRoute(app, r.getStaffUserHierarchy, async (req) => downlineHierarchy(ctx, signedIn(req).user, inputOf(req.query)));

  registerRoute(app, r.createStaffUser, async (req) => ({
    message: STAFF_USER_MESSAGES.userCreated,
    docs: await createDownlineUser(ctx, signedIn(req).user, inputOf(req.body), { ip: req.ip }),
  }));

  registerRoute(app, r.modifyStaffUser, async (req) =>
    modifyDownlineUser(ctx, signedIn(req).user, inputOf(req.params).userId, inputOf(req.body), { ip: req.ip }),
  );

  registerRoute(app, r.logoutStaffUser, async (req) =>
    logoutDownlineUser(ctx, signedIn(req).user, inputOf(req.params).userId, { ip: req.ip }),
  );

  registerRoute(app, r.liftAccountCodeLock, async (req) =>
    liftDownlineCodeLock(ctx, signedIn(req).user, inputOf(req.params).userId, inputOf(req.body), { ip: req.ip }),
  );
}
